import { screen, within } from '@testing-library/react';
import { user } from '../../../test/user';
import { stubFetch } from '../../../test/fetch-stub';
import { pagedAnswer } from '../../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { VENDORS } from '../../../test/trip-data';
import { catchDownloads } from '../../../test/downloads';
import { GenerateBillPage } from './GenerateBillPage';
import { ackTrip, checkboxOf, searchDates, stubPdfRoutes } from '../common/billing-test-helpers';

// Trips acknowledged before "Acknowledged means weighed" (Actual Weight 0 or empty).
const WEIGHED = ackTrip();
const UNWEIGHED = ackTrip({ _id: 'id-1002', TripID: 'T1002', ActualWeight: null });
const QUESTION = 'This trip was acknowledged without an Actual Weight: T1002. Bill it anyway?';

type PdfRoutes = Parameters<typeof stubPdfRoutes>[1];

function renderBilling(pdf: PdfRoutes, unweighedCount = 1) {
  const stub = stubFetch({
    'GET /api/vendors': { body: VENDORS },
    'POST /list-billing': pagedAnswer([WEIGHED, UNWEIGHED], {
      key: 'resultData',
      extra: { message: 'Data fetched successfully', unweighedCount },
    }),
  });
  stubPdfRoutes(stub.calls, pdf);
  renderWithProviders(<GenerateBillPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/generate-bill',
    path: '/generate-bill',
  });
  return stub;
}

const generateCalls = (calls: { path: string; body?: unknown }[]) =>
  calls.filter((c) => c.path === '/generate-pdf-bill').map((c) => c.body as Record<string, unknown>[]);

async function generateFor(...tripIds: string[]) {
  await searchDates('2026-11-01', '2026-11-30');
  await screen.findByRole('rowheader', { name: 'T1001' });
  for (const id of tripIds) await user.click(checkboxOf(id));
  await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
}

afterEach(() => jest.restoreAllMocks());

test('the rows and the toolbar flag trips acknowledged without an Actual Weight', async () => {
  renderBilling({});
  await searchDates('2026-11-01', '2026-11-30');
  const row = await screen.findByRole('row', { name: /(^| )T1002 / });
  expect(within(row).getByText('No Actual Weight')).toBeInTheDocument();
  const weighed = screen.getByRole('row', { name: /(^| )T1001 / });
  expect(within(weighed).queryByText('No Actual Weight')).not.toBeInTheDocument();
  expect(screen.getByText('1 trip was acknowledged without an Actual Weight')).toBeInTheDocument();
});

test('Generate asks first; Cancel sends nothing, "Bill anyway" sends the confirmation', async () => {
  const downloads = catchDownloads();
  const { calls } = renderBilling({
    'POST /generate-pdf-bill': { pdf: '%PDF', fileName: 'Bill-B9.pdf', billId: 'B9' },
  });
  await generateFor('T1001', 'T1002');
  let question = await screen.findByRole('dialog', { name: 'Trips without an Actual Weight' });
  expect(question).toHaveTextContent(QUESTION);
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(generateCalls(calls)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
  question = await screen.findByRole('dialog', { name: 'Trips without an Actual Weight' });
  await user.click(within(question).getByRole('button', { name: 'Bill anyway' }));
  const remarks = await screen.findByRole('dialog', { name: 'Generate Bill' });
  await user.click(within(remarks).getByRole('button', { name: 'Generate Bill' }));
  expect(await screen.findByText('Bill generated successfully.')).toBeInTheDocument();
  const [sent] = generateCalls(calls);
  expect(sent.map((r) => r.trip_id)).toEqual(['T1001', 'T1002']);
  expect(sent[0].confirmUnweighed).toBe(true);
  expect(sent[1]).not.toHaveProperty('confirmUnweighed');
  downloads.restore();
});

test("weighed trips are not asked about; the server's UNWEIGHED_TRIPS answer is, then sent confirmed", async () => {
  const downloads = catchDownloads();
  const { calls } = renderBilling(
    {
      'POST /generate-pdf-bill': (body) =>
        (body as { confirmUnweighed?: boolean }[])[0].confirmUnweighed
          ? { pdf: '%PDF', fileName: 'Bill-B9.pdf', billId: 'B9' }
          : {
              status: 409,
              body: {
                message:
                  'Trip T1001 was acknowledged without an Actual Weight. Confirm to bill it anyway, or enter its Actual Weight first.',
                errorCode: 'UNWEIGHED_TRIPS',
                tripIds: ['T1001'],
              },
            },
    },
    0,
  );
  await generateFor('T1001');
  const remarks = await screen.findByRole('dialog', { name: 'Generate Bill' });
  await user.click(within(remarks).getByRole('button', { name: 'Generate Bill' }));
  const question = await screen.findByRole('dialog', { name: 'Trips without an Actual Weight' });
  expect(question).toHaveTextContent(
    'This trip was acknowledged without an Actual Weight: T1001. Bill it anyway?',
  );
  await user.click(within(question).getByRole('button', { name: 'Bill anyway' }));
  expect(await screen.findByText('Bill generated successfully.')).toBeInTheDocument();
  expect(generateCalls(calls).map((rows) => rows[0].confirmUnweighed)).toEqual([undefined, true]);
  downloads.restore();
});
