/**
 * pdfkit measures and encodes every string glyph by glyph, looking each kerning pair up by a
 * concatenated string key: for a 5,000-trip bill (75,000 cells, each measured and encoded several
 * times) that was most of the render time and most of its garbage. A bill repeats few distinct
 * strings (amounts, dates, trucks, places), so the fonts' answers are remembered per string. The
 * answers are the library's own, so the document is byte for byte the same. A font's kerning
 * table never changes, so it is built once per process: a small bill's render was mostly building
 * it again. The strings' answers are kept per document, so memory goes when the document does.
 *
 * A standard font's metrics (pdfkit's AFMFont: its glyph widths and some 2,700 kerning pairs keyed
 * by strings) were parsed again for every document, a fifth of a one-trip bill's render and much
 * of its garbage: once a process has parsed a font, a new document gets a font object of its own
 * (its id, document and dictionary are per document) over the same parsed metrics, opened in the
 * order and under the ids pdfkit would give it, so the document's bytes are the same.
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

/** A font as parsed for a document this process drew (not the font object, which holds its document). */
interface ParsedFont {
  prototype: object;
  fields: Pick<
    PDFKit.PDFFontInternals,
    'name' | 'font' | 'ascender' | 'descender' | 'bbox' | 'lineGap' | 'xHeight' | 'capHeight'
  >;
}

const parsedFonts = new Map<string, ParsedFont>();

function parsedOf(font: PDFKit.PDFFontInternals): ParsedFont {
  const { name, font: metrics, ascender, descender, bbox, lineGap, xHeight, capHeight } = font;
  return {
    prototype: Object.getPrototypeOf(font) as object,
    fields: { name, font: metrics, ascender, descender, bbox, lineGap, xHeight, capHeight },
  };
}

/** pdfkit's default font, which its constructor opens first (as F1) unless told `font: ''`. */
const DEFAULT_FONT = 'Helvetica';

/**
 * The options a new document takes for its fonts `names` (opened by rememberFontMetrics): without
 * pdfkit's default font once this process has parsed all of them, so none is parsed again.
 */
export function fontOptions(names: readonly string[]): Pick<PDFKit.PDFDocumentOptions, 'font'> {
  const parsed = [DEFAULT_FONT, ...names].every((name) => parsedFonts.has(name));
  // pdfkit's constructor opens no font for a font name that is empty.
  return parsed ? { font: '' } : {};
}

/** A font object of `doc`'s own over metrics parsed for an earlier document, opened as doc.font() would. */
function reopen(doc: PDFKit.PDFDocument, parsed: ParsedFont): void {
  // The fields pdfkit's StandardFont constructor sets, in its order.
  const { name, font: metrics, ...sizes } = parsed.fields;
  const font = Object.create(parsed.prototype) as PDFKit.PDFFontInternals;
  Object.assign(font, { document: doc, name, id: `F${++doc._fontCount}`, font: metrics }, sizes);
  doc._fontFamilies[name] = font;
}

/**
 * Makes the document's fonts `names` remember their measurements and encodings; the last one
 * stays selected. A document made with fontOptions' empty font gets the fonts parsed before,
 * opened in pdfkit's order: its default font first, then `names`.
 */
export function rememberFontMetrics(doc: PDFKit.PDFDocument, names: readonly string[]): void {
  if ((doc._font as PDFKit.PDFFontInternals | null) === null) {
    for (const name of [DEFAULT_FONT, ...names.filter((n) => n !== DEFAULT_FONT)])
      reopen(doc, parsedFonts.get(name)!);
  }
  for (const name of names) {
    doc.font(name);
    remember(doc._font);
    if (!parsedFonts.has(name)) parsedFonts.set(name, parsedOf(doc._font));
  }
}
