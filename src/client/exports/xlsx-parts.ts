import { IndianNumberStyles } from './indian-number-format';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The fixed parts of an .xlsx (OOXML SpreadsheetML) of one sheet or a few, written as text. */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The path of the n-th worksheet (from 1). */
export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`;

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** [Content_Types].xml of a workbook of `sheets` worksheets. */
export const contentTypes = (sheets: number) =>
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  range(sheets)
    .map(
      (n) =>
        `<Override PartName="/${sheetPath(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

export const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

/** xl/_rels/workbook.xml.rels: worksheet n is rId{n}; the styles come after them. */
export const workbookRels = (sheets: number) =>
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  range(sheets)
    .map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
    .join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** A sheet as xl/workbook.xml names it: its escaped name and its autofilter's range as Excel names it. */
export interface SheetEntry {
  escapedName: string;
  absoluteRange: string;
}

/** xl/workbook.xml: the sheets in order, each with its autofilter's range. */
export function workbookXmlOf(sheets: readonly SheetEntry[]): string {
  const quoted = (name: string) => `'${name.replace(/&apos;/g, '&apos;&apos;')}'`;
  return (
    XML_HEAD +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><workbookPr/>` +
    `<sheets>${sheets.map((s, i) => `<sheet name="${s.escapedName}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets>` +
    `<definedNames>${sheets
      .map(
        (s, i) =>
          `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${quoted(s.escapedName)}!${s.absoluteRange}</definedName>`,
      )
      .join('')}</definedNames>` +
    '</workbook>'
  );
}

/** xl/workbook.xml of one sheet. */
export const workbookXml = (escapedSheetName: string, absoluteRange: string) =>
  workbookXmlOf([{ escapedName: escapedSheetName, absoluteRange }]);

/** Excel's column width for a width in characters (6 px digits plus 5 px padding, as SheetJS writes it). */
const excelWidth = (characters: number) => Math.round(((characters * 6 + 5) / 6) * 256) / 256;

/** The worksheet's opening, up to <sheetData>: column widths given in characters. */
export function sheetHead(widths: readonly number[]): string {
  const cols = widths
    .map((w, c) => `<col min="${c + 1}" max="${c + 1}" width="${excelWidth(w)}" customWidth="1"/>`)
    .join('');
  return (
    XML_HEAD +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="2" topLeftCell="A3" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>'
  );
}

/** The worksheet's close: the autofilter over header, rows and total row. */
export const sheetTail = (range: string) =>
  `</sheetData><autoFilter ref="${range}"/><ignoredErrors><ignoredError numberStoredAsText="1" sqref="${range}"/></ignoredErrors></worksheet>`;

/** Cell style ids (cellXfs) for the rows that are not numbers: title, header, text, dates. */
export const STYLE = { title: 1, header: 2, text: 0, date: 3, footerText: 4, footerDate: 5 } as const;

const xf = (numFmtId: number, fontId: number, fillId: number, borderId = 0, inner = '') =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="${borderId}" xfId="0"` +
  `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}${fillId ? ' applyFill="1"' : ''}` +
  `${borderId ? ' applyBorder="1"' : ''}${inner ? ' applyAlignment="1"' : ''}${inner ? `>${inner}</xf>` : '/>'}`;

// Fonts: 0 plain, 1 bold white (header), 2 bold (totals), 3 bold larger (title). Fills: 2 blue, 3 pale blue.
const PLAIN = { font: 0, fill: 0 };
const TOTAL = { font: 2, fill: 3 };

/** Dates as dd/mm/yyyy whatever the reader's locale (the slashes are literal, not the locale's date separator). */
const DATE_FORMAT = 'dd\\/mm\\/yyyy';

/** The number styles: one set for the body rows, one (bold, filled) for the total row. */
const formats: string[] = [DATE_FORMAT];
const formatId = (code: string) => {
  const at = formats.indexOf(code);
  return 164 + (at >= 0 ? at : formats.push(code) - 1);
};
const cellXfs: string[] = [
  xf(0, 0, 0),
  xf(0, 3, 0),
  xf(0, 1, 2, 1, '<alignment vertical="center"/>'),
  xf(formatId(DATE_FORMAT), 0, 0),
  xf(0, TOTAL.font, TOTAL.fill),
  xf(formatId(DATE_FORMAT), TOTAL.font, TOTAL.fill),
];
const addXf = (code: string, look: { font: number; fill: number }) =>
  cellXfs.push(xf(formatId(code), look.font, look.fill)) - 1;

export const BODY_NUMBERS = new IndianNumberStyles((code) => addXf(code, PLAIN));
export const FOOTER_NUMBERS = new IndianNumberStyles((code) => addXf(code, TOTAL));

/** xl/styles.xml: the title bold and larger, the header bold white on blue with a thin bottom border, the total row bold on pale blue. */
export const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="${formats.length}">${formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeAttribute(code)}"/>`).join('')}</numFmts>` +
  '<fonts count="4"><font><sz val="11"/><color rgb="FF000000"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><color rgb="FF000000"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="13"/><color rgb="FF000000"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="4"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FF1D4ED8"/><bgColor indexed="64"/></patternFill></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFEFF6FF"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
  '<border><left/><right/><top/><bottom style="thin"><color rgb="FF94A3B8"/></bottom><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
