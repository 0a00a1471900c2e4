import { screen, waitFor } from '@testing-library/react';
import { user, userIgnoringAccept } from '../../test/user';
import * as XLSX from '@e965/xlsx';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { ImportPage } from './ImportPage';
import { roleTexts } from '../../test/tables';

/** A real .xlsx file, as a clerk would fill the template. */
function workbookFile(rows: unknown[][], name = 'vehicles.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Vehicles');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const HEADER = ['Truck Number', 'Make', 'Company Owner', 'Insurance Start Date', 'Insurance End Date'];

test('the preview lists every bad row; nothing is imported until they are left out, then only the good rows go', async () => {
  const { calls } = stubFetch({
    'POST /api/import/vehicles/check': {
      body: {
        total: 3,
        valid: 2,
        errors: [{ row: 3, column: 'Truck Number', message: 'Use format: MH12KL1111' }],
      },
    },
    'POST /api/import/vehicles': ({ body }) => ({
      body: {
        message: `Imported ${(body as { rows: unknown[] }).rows.length} rows into Vehicles.`,
        imported: 2,
      },
    }),
  });
  renderWithProviders(<ImportPage />, { preloadedState: signedInAs('loadingManager') });
  // A loading manager may edit vehicles and vendors, not freight rates.
  expect(screen.getAllByRole('radio')).toEqual(
    ['Vehicles', 'Vendors'].map((name) => screen.getByRole('radio', { name })),
  );
  const file = workbookFile([
    HEADER,
    ['MH12KL1111', 'Tata', 'Ramesh', new Date(Date.UTC(2026, 0, 1)), '2026-12-31'],
    ['bad', 'Tata', 'Ramesh', '', ''],
    [],
    ['MH12KL2222', 'Tata', 'Ramesh', '', ''],
  ]);
  await user.upload(screen.getByLabelText('Upload the filled .xlsx'), file);
  const errors = await screen.findByRole('region', { name: 'Rows with errors' });
  expect(roleTexts(errors, 'row')).toEqual(['RowColumnError', '3Truck NumberUse format: MH12KL1111']);
  expect(screen.getByText('3 rows: 2 ready to import, 1 with errors.')).toBeInTheDocument();
  // The rows sent carry the sheet's row numbers (the empty row 4 is skipped) and ISO dates.
  expect(calls[0].body).toEqual({
    rows: [
      {
        row: 2,
        values: {
          truck_no: 'MH12KL1111',
          make: 'Tata',
          companyOwner: 'Ramesh',
          insurance_startDate: '2026-01-01',
          insurance_endDate: '2026-12-31',
        },
      },
      {
        row: 3,
        values: {
          truck_no: 'bad',
          make: 'Tata',
          companyOwner: 'Ramesh',
          insurance_startDate: '',
          insurance_endDate: '',
        },
      },
      {
        row: 5,
        values: {
          truck_no: 'MH12KL2222',
          make: 'Tata',
          companyOwner: 'Ramesh',
          insurance_startDate: '',
          insurance_endDate: '',
        },
      },
    ],
  });
  const importButton = screen.getByRole('button', { name: /^Import/ });
  expect(importButton).toBeDisabled();

  await user.click(screen.getByRole('checkbox', { name: 'Leave out the row with errors' }));
  expect(importButton).toHaveTextContent('Import 2 rows');
  await user.click(importButton);
  expect(await screen.findByText('Imported 2 rows into Vehicles.')).toBeInTheDocument();
  await waitFor(() =>
    expect((calls[1].body as { rows: { row: number }[] }).rows.map((r) => r.row)).toEqual([2, 5]),
  );
});

test('a file that is not .xlsx is refused before anything is sent', async () => {
  const { calls } = stubFetch({});
  renderWithProviders(<ImportPage />, { preloadedState: signedInAs('admin') });
  await userIgnoringAccept.upload(
    screen.getByLabelText('Upload the filled .xlsx'),
    new File(['a,b'], 'vehicles.csv', { type: 'text/csv' }),
  );
  const input = screen.getByLabelText('Upload the filled .xlsx');
  await waitFor(() => expect(input).toHaveAccessibleDescription('Please choose an Excel file (.xlsx).'));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // beside the file input, not a pop-up
  expect(calls).toHaveLength(0);
});

test('random bytes named .xlsx are told the file is not a readable Excel workbook; nothing is sent', async () => {
  const { calls } = stubFetch({});
  renderWithProviders(<ImportPage />, { preloadedState: signedInAs('admin') });
  const bytes = Uint8Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256);
  const input = screen.getByLabelText('Upload the filled .xlsx');
  await user.upload(input, new File([bytes], 'vehicles.xlsx'));
  await waitFor(() =>
    expect(input).toHaveAccessibleDescription('The file is not a readable Excel workbook.'),
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);
});

test('a text file renamed .xlsx is not read as a sheet of rows', async () => {
  const { calls } = stubFetch({});
  renderWithProviders(<ImportPage />, { preloadedState: signedInAs('admin') });
  const input = screen.getByLabelText('Upload the filled .xlsx');
  await user.upload(input, new File(['Truck Number,Make\nMH12KL1111,Tata'], 'vehicles.xlsx'));
  await waitFor(() =>
    expect(input).toHaveAccessibleDescription('The file is not a readable Excel workbook.'),
  );
  expect(calls).toHaveLength(0);
});
