import { screen, waitFor, within } from '@testing-library/react';
import { userIgnoringAccept as user } from '../../../test/user';
import { todayInIndia } from '../../../../shared/common/dates';
import { stubFetch, type FetchCall } from '../../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { LOOKUP_ROUTES, managerTrip } from '../../../test/trip-data';
import { TripFormPage } from '../TripFormPage';

// The trip form's papers (a PDF chosen as a file goes as it is, after the trip is stored) and the
// loading manager's "My trips today" with its Papers action. Photos need a browser's canvas: the
// photo -> PDF step is photo-pdf.test.ts, the whole path in Chromium is src/e2e/papers.e2e.ts.

type Routes = Parameters<typeof stubFetch>[0];

function renderForm(extra: Routes = {}) {
  const stub = stubFetch({ ...LOOKUP_ROUTES, ...extra });
  renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('loadingManager', 'loader1'),
    route: '/home',
    path: '/home',
  });
  return stub;
}

const pdfFile = (name: string, size = 2000) =>
  new File([`%PDF-1.4 ${name}`.padEnd(size, ' ')], name, { type: 'application/pdf' });

async function pick(label: string, typed: string, option: string) {
  await user.type(screen.getByLabelText(label), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillTrip() {
  await screen.findByRole('heading', { name: 'Trip ID: New' });
  await waitFor(() => expect(screen.getByLabelText('Truck Number')).toBeEnabled());
  await pick('Truck Number', 'MH12', 'MH12KL1111');
  await pick('Vendor', 'Shree C', 'Shree Cement');
  await pick('Destination From', 'Pun', 'Pune');
  await pick('Destination To', 'Mum', 'Mumbai');
  await user.selectOptions(screen.getByLabelText('Truck Type'), 'Bulker');
  await user.type(screen.getByLabelText('Weight (tons)'), '20');
}

/** The multipart text sent to a trip's papers call, and the call's path. */
const papersCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/trip/'));

const CREATED = { status: 201, body: { message: 'Trip details submitted successfully', TripID: 'T1002' } };

test('PDFs chosen for the papers go to the trip once it is stored; wrong files are named under their paper', async () => {
  const { calls } = renderForm({
    'POST /reports': CREATED,
    'POST /api/trip/T1002/papers': {
      body: { message: 'Papers saved for T1002.', TripID: 'T1002', saved: ['WeightmentSlip'] },
    },
  });
  await fillTrip();
  const papers = screen.getByRole('group', { name: 'Papers' });
  await user.upload(
    within(papers).getByLabelText('Loading Advice: choose file'),
    new File(['x'], 'advice.docx'),
  );
  expect(await within(papers).findByText('File type should be .pdf only')).toBeInTheDocument();
  await user.upload(
    within(papers).getByLabelText('Invoice Company: choose file'),
    pdfFile('invoice.pdf', 2 * 1048576),
  );
  expect(
    await within(papers).findByText('File size is 2.00 mb. Please upload file upto 1 mb'),
  ).toBeInTheDocument();
  await user.upload(within(papers).getByLabelText('Weightment Slip: choose file'), pdfFile('slip.pdf'));
  expect(await within(papers).findByText('slip.pdf (2 KB)')).toBeInTheDocument();
  // The photo button opens the back camera.
  expect(within(papers).getByLabelText('Diesel Slip Image: take photo')).toHaveAttribute(
    'capture',
    'environment',
  );

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Papers saved for T1002.')).toBeInTheDocument();
  const sent = papersCalls(calls);
  expect(sent.map((c) => c.path)).toEqual(['/api/trip/T1002/papers']);
  const form = String(sent[0].body);
  expect(form).toContain('name="WeightmentSlip"; filename="slip.pdf"');
  expect(form).toContain('%PDF-1.4 slip.pdf');
  expect(form).not.toContain('advice.docx');
  expect(form).not.toContain('invoice.pdf');
  // Sent after the trip was stored, and the form is ready for the next trip.
  expect(calls.findIndex((c) => c.path === '/reports')).toBeLessThan(calls.indexOf(sent[0]));
  expect(within(papers).queryByText('slip.pdf (2 KB)')).not.toBeInTheDocument();
});

test('a trip without papers sends none; a refused upload says the trip is stored and where to add them', async () => {
  const { calls } = renderForm({
    'POST /reports': CREATED,
    'POST /api/trip/T1002/papers': { status: 415, body: { message: 'File type should be .pdf only' } },
  });
  await fillTrip();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Trip details submitted successfully. Trip T1002 saved.');
  expect(papersCalls(calls)).toEqual([]);

  await fillTrip();
  await user.upload(screen.getByLabelText('Diesel Slip Image: choose file'), pdfFile('diesel.pdf'));
  await screen.findByText('diesel.pdf (2 KB)');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(
    await screen.findByText(
      'T1002 was stored, but its papers were not sent: File type should be .pdf only Add them from My trips today.',
    ),
  ).toBeInTheDocument();
});

test("My trips today: the loading manager's trips, Papers on his Open ones, the reason on the others", async () => {
  const today = todayInIndia();
  const open = managerTrip({ TripID: 'T2001', Username: 'loader1', localDate: today, localTime: '10:42:00' });
  const acknowledged = managerTrip({
    TripID: 'T2000',
    Username: 'loader1',
    localDate: today,
    TransactionStatus: 'Acknowledged',
    WeightmentSlip: { filepath: '/api/download/id-2000/WeightmentSlip', originalname: 'slip.pdf' },
  });
  const { calls } = renderForm({
    'GET /api/my-trips-today': { body: { trips: [open, acknowledged] } },
    'POST /api/trip/T2001/papers': {
      body: { message: 'Papers saved for T2001.', TripID: 'T2001', saved: ['LoadingAdvice'] },
    },
  });
  await screen.findByRole('heading', { name: 'Trip ID: New' });
  // Read only when opened.
  expect(calls.some((c) => c.path === '/api/my-trips-today')).toBe(false);
  await user.click(screen.getByText('My trips today'));
  const list = await screen.findByRole('list');
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'T2001 · MH12KL1111 · Pune to Mumbai · 10:42 · OpenPapers: 0 of 4Papers',
    'T2000 · MH12KL1111 · Pune to Mumbai · 09:15 · AcknowledgedPapers: 1 of 4T2000 is Acknowledged: papers can be added only while a trip is Open.',
  ]);

  await user.click(within(rows[0]).getByRole('button', { name: 'Papers of T2001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Papers of T2001' });
  await user.upload(within(dialog).getByLabelText('Loading Advice: choose file'), pdfFile('advice.pdf'));
  await within(dialog).findByText('advice.pdf (2 KB)');
  await user.click(within(dialog).getByRole('button', { name: 'Save papers' }));
  expect(await screen.findByText('Papers saved for T2001.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(String(papersCalls(calls)[0].body)).toContain('name="LoadingAdvice"; filename="advice.pdf"');
});
