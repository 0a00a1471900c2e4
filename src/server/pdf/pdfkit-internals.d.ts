/**
 * The fields of pdfkit's document that @types/pdfkit leaves out and the bill's fast paths read
 * (font-metrics-cache.ts, one-line-cells.ts): the current font and size, which pdfkit sets in its
 * constructor (Helvetica, 12) and on every doc.font() and doc.fontSize().
 */
declare namespace PDFKit {
  /** One glyph's placement, as pdfkit's font encode answers it (in 1/1000 of the font size). */
  interface GlyphPosition {
    xAdvance: number;
    advanceWidth: number;
    xOffset: number;
    yOffset: number;
  }

  /** A font as pdfkit keeps it (a standard AFM font or an embedded one). */
  interface PDFFontInternals {
    /** The font's resource name in a page's font dictionary, e.g. 'F1'. */
    id: string;
    /** The font's name, e.g. 'Helvetica-Bold'. */
    name: string;
    ascender: number;
    descender: number;
    bbox: number[];
    lineGap: number;
    xHeight: number;
    capHeight: number;
    ref(): unknown;
    encode(text: string, features?: unknown): [string[], GlyphPosition[]];
    widthOfString(text: string, size: number, features?: unknown): number;
    /** A standard font's metrics (AFM): its kerning pairs by 'left\0right' glyph names. */
    font?: { kernPairs?: Record<string, number>; getKernPair?(left: string, right: string): number };
  }

  interface PDFDocument {
    /** null in a document made with an empty `font` option until a font is selected. */
    _font: PDFFontInternals;
    _fontSize: number;
    /** The document's fonts by name (doc.font() looks a name up here before opening the font). */
    _fontFamilies: Record<string, PDFFontInternals>;
    /** How many fonts the document opened: the next one's id is 'F' + (this + 1). */
    _fontCount: number;
  }
}
