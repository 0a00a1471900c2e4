/**
 * pdfkit measures and encodes every string glyph by glyph, looking each kerning pair up by a
 * concatenated string key: for a 5,000-trip bill (75,000 cells, each measured and encoded several
 * times) that was most of the render time and most of its garbage. A bill repeats few distinct
 * strings (amounts, dates, trucks, places), so the fonts' answers are remembered per string. The
 * answers are the library's own, so the document is byte for byte the same.
 */

interface StandardFontLike {
  encode(text: string, features?: unknown): [string[], object[]];
  widthOfString(text: string, size: number, features?: unknown): number;
}

// Bounds the memory of a font with very many distinct strings (remarks, long names).
const MAX_ENTRIES = 50_000;

function remember(font: StandardFontLike) {
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const encodings = new Map<string, [string[], object[]]>();
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
  // The width at size 1000 is the font's unit width; other sizes scale it exactly as pdfkit does.
  font.widthOfString = (text, size, features) => {
    if (features !== undefined) return widthOfString(text, size, features);
    let unit = widths.get(text);
    if (unit === undefined) {
      if (widths.size >= MAX_ENTRIES) widths.clear();
      unit = widthOfString(text, 1000);
      widths.set(text, unit);
    }
    return unit * (size / 1000);
  };
}

/** Makes the document's fonts `names` remember their measurements and encodings; the last one stays selected. */
export function rememberFontMetrics(doc: PDFKit.PDFDocument, names: readonly string[]): void {
  for (const name of names) {
    doc.font(name);
    remember((doc as unknown as { _font: StandardFontLike })._font);
  }
}
