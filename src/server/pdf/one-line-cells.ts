/**
 * A big bill's table rows, written as pdfkit writes them but without its per-call work: for a
 * one-line cell `doc.text(text, x, y, { lineBreak: false })` costs an options object, a measure,
 * a save, a transform and eight content writes, 75,000 times for a 5,000-trip bill. Here each
 * row's cells, and its rules, are one content write of exactly the operators pdfkit would have
 * written (same numbers, same order), so the document stays byte for byte the same.
 */

/** One cell's text and where pdfkit would start it. */
export interface PlacedText {
  text: string;
  x: number;
}

// pdfkit's own rounding of numbers in content operators.
const num = (n: number) => Math.round(n * 1e6) / 1e6;

// The TJ operator of a text depends only on the font: a bill repeats most of its cell texts.
const MAX_SHOWN = 50_000;
const shownByFont = new Map<string, Map<string, string | null>>();

/** pdfkit's TJ for a text (kerning pairs split the glyph runs), or null when it writes none. */
function showText(font: PDFKit.PDFFontInternals, text: string): string | null {
  let shown = shownByFont.get(font.name);
  if (!shown) shownByFont.set(font.name, (shown = new Map()));
  const known = shown.get(text);
  if (known !== undefined) return known;
  const [encoded, positions] = font.encode(text);
  const commands: string[] = [];
  let last = 0;
  const addSegment = (cur: number) => {
    if (last < cur) {
      const advance = positions[cur - 1].xAdvance - positions[cur - 1].advanceWidth;
      commands.push(`<${encoded.slice(last, cur).join('')}> ${num(-advance)}`);
    }
    last = cur;
  };
  for (let i = 0; i < positions.length; i++) {
    if (positions[i].xAdvance - positions[i].advanceWidth !== 0) addSegment(i + 1);
  }
  addSegment(positions.length);
  const answer = commands.length > 0 ? `[${commands.join(' ')}] TJ` : null;
  if (shown.size >= MAX_SHOWN) shown.clear();
  shown.set(text, answer);
  return answer;
}

/** Whether writeOneLineCells writes these texts exactly as pdfkit would (plain one-line text). */
export function canWriteDirectly(doc: PDFKit.PDFDocument, cells: readonly string[]): boolean {
  const font = doc._font;
  return typeof font.encode === 'function' && cells.every((text) => !text.includes('\n'));
}

/**
 * What `doc.text(text, x, y, { lineBreak: false })` writes for each cell, in the current font, size
 * and colour, as one content write; leaves doc.x and doc.y where the last cell's call would.
 */
export function writeOneLineCells(doc: PDFKit.PDFDocument, cells: readonly PlacedText[], y: number): void {
  const font = doc._font;
  if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
  const flip = `q\n1 0 0 -1 0 ${num(doc.page.height)} cm\nBT\n`;
  const baseline = `${num(doc.page.height - y - (font.ascender / 1000) * doc._fontSize)} Tm\n/${font.id} ${num(doc._fontSize)} Tf\n`;
  const parts: string[] = [];
  for (const { text, x } of cells) {
    if (text.length === 0) continue;
    const shown = showText(font, text);
    parts.push(`${flip}1 0 0 1 ${num(x)} ${baseline}${shown === null ? '' : `${shown}\n`}ET\nQ`);
  }
  if (parts.length > 0) doc.addContent(parts.join('\n'));
  const lastCell = cells[cells.length - 1];
  doc.x = lastCell.x + doc.widthOfString(lastCell.text);
  doc.y = y;
}

/** The stroke colour operators pdfkit writes for a '#rrggbb' colour. */
function strokeColorOps(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  const rgb = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((part) => part / 255);
  return `/DeviceRGB CS\n${rgb.join(' ')} SCN`;
}

/**
 * What `doc.save().lineWidth(w).strokeColor(c)`, a moveTo/lineTo per segment, `.stroke()` and
 * `doc.restore()` write, as one content write.
 */
export function writeStrokedSegments(
  doc: PDFKit.PDFDocument,
  lineWidth: number,
  color: string,
  segments: readonly [number, number, number, number][],
): void {
  const path = segments
    .map(([x1, y1, x2, y2]) => `${num(x1)} ${num(y1)} m\n${num(x2)} ${num(y2)} l`)
    .join('\n');
  doc.addContent(`q\n${num(lineWidth)} w\n${strokeColorOps(color)}\n${path}\nS\nQ`);
}
