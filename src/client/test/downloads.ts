import { screen, waitFor } from '@testing-library/react';
import { user } from './user';
import * as XLSX from '@e965/xlsx';
import type { FetchCall } from './fetch-stub';

/** The fields of a multipart call as the server would read them. */
export async function multipartFields(call: FetchCall | undefined): Promise<FormData> {
  if (!call) throw new Error('no such call');
  const contentType = call.headers.get('content-type') ?? '';
  return new Response(call.body as string, { headers: { 'content-type': contentType } }).formData();
}

/**
 * Catches what the page hands to the browser's download: the blob and the file name. jsdom cannot
 * follow the link, so the click is swallowed.
 */
export function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  const create = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    lastBlob = blob as Blob;
    return `blob:test/${files.length}`;
  });
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return {
    files,
    restore() {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    },
  };
}

/** Reads a downloaded .xlsx with SheetJS, as a spreadsheet program would. */
export async function readWorkbook(blob: Blob) {
  return XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
}

/** A sheet's rows of raw cell values from its header row (row 2; row 1 is the title) down. */
export function sheetRows(book: XLSX.WorkBook, name: string): unknown[][] {
  return XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1, raw: true, defval: null, range: 1 });
}

/** A sheet's rows as sheetRows gives them, once its header row is checked to be exactly `header`. */
export function rowsUnder(book: XLSX.WorkBook, name: string, header: readonly string[]): unknown[][] {
  const rows = sheetRows(book, name);
  expect(rows[0]).toEqual(header);
  return rows;
}

/** A sheet's title row (A1): what, filters or period, as of, who exported it. */
export const sheetTitleText = (book: XLSX.WorkBook, name: string) => String(book.Sheets[name].A1?.v ?? '');

/** Presses Download Excel: it saves one file, `name`, whose sheets are `sheets` in order; its workbook. */
export async function downloadExcel(
  downloads: ReturnType<typeof catchDownloads>,
  name: string,
  sheets: readonly string[],
) {
  await user.click(screen.getByRole('button', { name: 'Download Excel' }));
  await waitFor(() => expect(downloads.files).toHaveLength(1));
  expect(downloads.files[0].name).toBe(name);
  const book = await readWorkbook(downloads.files[0].blob);
  expect(book.SheetNames).toEqual(sheets);
  return book;
}

/** Download Excel with nothing listed says so and saves nothing. */
export async function expectNothingToExport(renderScreen: () => unknown) {
  const downloads = catchDownloads();
  renderScreen();
  await user.click(screen.getByRole('button', { name: 'Download Excel' }));
  expect(await screen.findByText('No data available to export.')).toBeInTheDocument();
  expect(downloads.files).toHaveLength(0);
  downloads.restore();
}
