import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { SAMPLE_VENDOR } from '../../../shared/test/samples';
import { stubFetch } from '../../test/fetch-stub';
import { catchDownloads, multipartFields } from '../../test/downloads';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { cellTexts } from '../../test/tables';
import { VendorPage } from './VendorPage';

// Small Fleet declared in 2025-26 and again in 2026-27: two records, the newer one without its PDF yet.
const SMALL_FLEET = {
  id: '7',
  _id: '7',
  index: 1,
  ...SAMPLE_VENDOR,
  companyName: 'Small Fleet Transport',
  declaration194C6Date: '2026-04-10',
  goodsCarriages: 7,
};
const DECLARATIONS = [
  { receivedOn: '2026-04-10', goodsCarriages: 7, documentName: '', recordedBy: 'accounts' },
  {
    receivedOn: '2025-05-01',
    goodsCarriages: 6,
    documentName: 'declaration-2025-26.pdf',
    recordedBy: 'accounts',
  },
];

test("a vendor's declarations are listed per tax year; the new year's signed PDF is attached, an earlier one downloaded", async () => {
  const { calls } = stubFetch({
    'GET /list-vendor': { body: [SMALL_FLEET] },
    'GET /vendors/7/declarations': { body: { declarations: DECLARATIONS } },
    'POST /vendors/7/declarations/2026-04-10/document': { body: { message: 'Signed declaration attached.' } },
    // The PDF's bytes (the stub answers JSON; the browser saves whatever comes).
    'GET /vendors/7/declarations/2025-05-01/document': { body: {} },
  });
  const downloads = catchDownloads();
  renderWithProviders(<VendorPage />, { preloadedState: signedInAs('accountant') });
  const panel = await screen.findByRole('region', { name: "Transporter's declarations" });
  await user.selectOptions(within(panel).getByLabelText('Declarations of'), 'Small Fleet Transport');
  const table = await within(panel).findByRole('table', { name: 'Declarations by tax year' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => cellTexts(r).slice(0, 3))).toEqual([
    ['10/04/2026', '2026-27', '7'],
    ['01/05/2025', '2025-26', '6'],
  ]);

  const pdf = new File(['%PDF-1.4 signed'], 'signed-2026-27.pdf', { type: 'application/pdf' });
  await user.upload(within(panel).getByLabelText('Signed declaration PDF of 10/04/2026'), pdf);
  await user.click(within(panel).getByRole('button', { name: 'Attach' }));
  expect(await screen.findByText('Signed declaration attached.')).toBeInTheDocument();
  const sent = await multipartFields(calls.find((c) => c.method === 'POST'));
  expect((sent.get('file') as File).name).toBe('signed-2026-27.pdf');

  await user.click(within(panel).getByRole('button', { name: 'Download the declaration of 01/05/2025' }));
  // Saved under the server's name for it, else the name the list gave.
  await waitFor(() => expect(downloads.files.map((f) => f.name)).toEqual(['declaration-2025-26.pdf']));
  expect(
    calls.some((c) => c.method === 'GET' && c.path === '/vendors/7/declarations/2025-05-01/document'),
  ).toBe(true);
  downloads.restore();
});
