/**
 * pdfkit measures and encodes every string glyph by glyph, looking each kerning pair up by a
 * concatenated string key: for a 5,000-trip bill (75,000 cells, each measured and encoded several
 * times) that was most of the render time and most of its garbage. A bill repeats few distinct
 * strings (amounts, dates, trucks, places), so the fonts' answers are remembered per string. The
 * answers are the library's own, so the document is byte for byte the same. A font's kerning
 * table never changes, so it is built once per process: a small bill's render was mostly building
 * it again. The strings' answers are kept per document, so memory goes when the document does.
 */

// Bounds the memory of a font with very many distinct strings (remarks, long names).
const MAX_ENTRIES = 50_000;

/** Each standard font's kerning pairs by glyph (by font name), for every document this process draws. */
const kerningByFont = new Map<string, Map<string, Map<string, number>>>();

function remember(font: PDFKit.PDFFontInternals) {
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const encodings = new Map<string, [string[], PDFKit.GlyphPosition[]]>();
  const widths = new Map<string, number>();
  // pdfkit only reads the arrays encode answers (word spacing copies them), so they can be shared.
  font.encode = (text, features) => {
    if (features !== undefined) return encode(text, features);
    let answer = encodings.get(text);
    if (answer === undefined) {
      if (encodings.size >= MAX_ENTRIES) encodings.clear();
      answer = encode(text);
      encodings.set(text, answer);
    }
    return answer;
  };
  // The unit width (at size 1000) is the sum of the advances encode measured, added in pdfkit's
  // order, so a string's glyphs are measured once; other sizes scale it exactly as pdfkit does.
  font.widthOfString = (text, size, features) => {
    if (features !== undefined) return widthOfString(text, size, features);
    let unit = widths.get(text);
    if (unit === undefined) {
      if (widths.size >= MAX_ENTRIES) widths.clear();
      unit = 0;
      for (const position of font.encode(text)[1]) unit += position.xAdvance;
      widths.set(text, unit);
    }
    return unit * (size / 1000);
  };
  if (font.font) rememberKerning(font.font, font.name);
}

/** Kerning pairs looked up by glyph, not by a key string built for every pair of letters measured. */
function rememberKerning(metrics: NonNullable<PDFKit.PDFFontInternals['font']>, fontName: string) {
  if (!metrics.kernPairs || !metrics.getKernPair) return;
  let byLeft = kerningByFont.get(fontName);
  if (!byLeft) kerningByFont.set(fontName, (byLeft = kerningByLeft(metrics.kernPairs)));
  const table = byLeft;
  metrics.getKernPair = (left, right) => table.get(left)?.get(right) || 0;
}

function kerningByLeft(kernPairs: Record<string, number>): Map<string, Map<string, number>> {
  const byLeft = new Map<string, Map<string, number>>();
  for (const [pair, amount] of Object.entries(kernPairs)) {
    const [left, right] = pair.split('\0');
    let rights = byLeft.get(left);
    if (!rights) byLeft.set(left, (rights = new Map()));
    rights.set(right, amount);
  }
  return byLeft;
}

/** Makes the document's fonts `names` remember their measurements and encodings; the last one stays selected. */
export function rememberFontMetrics(doc: PDFKit.PDFDocument, names: readonly string[]): void {
  for (const name of names) {
    doc.font(name);
    remember(doc._font);
  }
}
