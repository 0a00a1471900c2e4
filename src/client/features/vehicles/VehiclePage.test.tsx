import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userIgnoringAccept as user } from '../../test/user';
import { formatIndianDate } from '../../../shared/common/dates';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { SERVER_ERROR, stubFetch } from '../../test/fetch-stub';
import { expectMistakesNamed, expectMistakesUnsent } from '../../test/forms';
import { vehicleSettingsAnswer } from '../../../shared/masters/vehicles-wire';
import { VehiclePage } from './VehiclePage';
import { inDays, pdf, sentForm, vehicle } from './test-vehicles';

function renderPage() {
  return renderWithProviders(<VehiclePage />, { preloadedState: signedInAs('admin') });
}

/** Renders the page, waits for MH12KL1111's tile and presses `button` on the page. */
async function pressOnTile(button: string) {
  renderPage();
  await screen.findByRole('article', { name: 'MH12KL1111' });
  await user.click(screen.getByRole('button', { name: button }));
}

const tile = (truckNo: string) => screen.getByRole('article', { name: truckNo });
const docRow = (truckNo: string, label: string) =>
  within(tile(truckNo)).getByRole('listitem', { name: label });
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const addForm = () => screen.getByRole('form', { name: 'Add Vehicle' });

async function fillDetails(truck = 'MH12KL1111') {
  await user.type(screen.getByLabelText('Truck Number'), truck);
  await user.type(screen.getByLabelText('Make'), 'Ashok Leyland 2820');
  await user.type(screen.getByLabelText('Company Owner'), 'Patil Transport');
}

describe('add form', () => {
  test('the truck number is upper-cased, loses its spaces and stops at 10 characters', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    const input = screen.getByLabelText('Truck Number');
    await user.type(input, 'mh 12 kl 1111 99');
    expect(input).toHaveValue('MH12KL1111');
  });

  test('a malformed truck number is refused with the format message and nothing is sent', async () => {
    const { calls } = stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    await fillDetails('MH12K1111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectMistakesNamed(addForm(), { 'Truck Number': 'Use format: MH12KL1111' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // beside the field, not over Make and Owner
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('one Submit names every mistake: the truck number, make, owner and each slot, on the input at fault', async () => {
    const { calls } = stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    await user.type(screen.getByLabelText('Truck Number'), 'MH12K');
    await user.upload(screen.getByLabelText('Insurance PDF File'), pdf('insurance.pdf'));
    setDate(screen.getByLabelText('Insurance Start Date'), '2025-01-01');
    setDate(screen.getByLabelText('PUC Start Date'), '2025-12-31');
    setDate(screen.getByLabelText('PUC End Date'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectMistakesUnsent(calls, addForm(), {
      'Truck Number': 'Use format: MH12KL1111',
      Make: 'Please enter the make.',
      'Company Owner': 'Please enter the company owner.',
      'Insurance End Date': 'Both start and end dates are required when a file is uploaded.',
      'PUC PDF File': 'A file must be uploaded when start and end dates are provided.',
    });
  });

  test.each([
    [
      'a file without dates',
      true,
      '',
      '',
      'Both start and end dates are required when a file is uploaded.',
      'Insurance Start Date',
    ],
    [
      'a file with only a start date',
      true,
      '2025-01-01',
      '',
      'Both start and end dates are required when a file is uploaded.',
      'Insurance End Date',
    ],
    [
      'dates without a file',
      false,
      '2025-01-01',
      '2025-12-31',
      'A file must be uploaded when start and end dates are provided.',
      'Insurance PDF File',
    ],
    [
      'only an end date',
      false,
      '',
      '2025-12-31',
      'Both start and end dates should be provided.',
      'Insurance Start Date',
    ],
    [
      'an end before the start',
      true,
      '2025-12-31',
      '2025-01-01',
      'End date should be greater than or equal to the start date.',
      'Insurance End Date',
    ],
  ])(
    'a slot with %s shows its message beside the input at fault',
    async (_case, withFile, start, end, message, input) => {
      const { calls } = stubFetch({ 'GET /list-vehicle': { body: [] } });
      renderPage();
      await fillDetails();
      if (withFile) await user.upload(screen.getByLabelText('Insurance PDF File'), pdf('insurance.pdf'));
      if (start) setDate(screen.getByLabelText('Insurance Start Date'), start);
      if (end) setDate(screen.getByLabelText('Insurance End Date'), end);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await expectMistakesUnsent(calls, addForm(), { [input]: message });
    },
  );

  test('a file that is not a PDF is refused when chosen', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    const input = screen.getByLabelText('Registration PDF File');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('File type should be .pdf only'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  test('a file named .pdf that is not a PDF inside is refused', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    await user.upload(
      screen.getByLabelText('Registration PDF File'),
      new File(['PK zip bytes'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Registration PDF File')).toHaveAccessibleDescription(
        'File type should be .pdf only',
      ),
    );
  });

  test('a PDF over 1 MB is refused', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    await user.upload(screen.getByLabelText('Registration PDF File'), pdf('big.pdf', 1048577));
    await waitFor(() =>
      expect(screen.getByLabelText('Registration PDF File')).toHaveAccessibleDescription(
        'File size should be 1MB or less',
      ),
    );
  });

  test('a valid vehicle is sent as multipart with the SPEC field names, and the form clears', async () => {
    const { calls } = stubFetch({
      'GET /list-vehicle': { body: [] },
      'POST /add-vehicle': { status: 201, body: { message: 'Vehicle Details added successfully' } },
    });
    renderPage();
    await fillDetails('mh12kl1111');
    await user.upload(screen.getByLabelText('Registration PDF File'), pdf('rc-book.pdf'));
    setDate(screen.getByLabelText('Registration Start Date'), '2024-04-01');
    setDate(screen.getByLabelText('Registration End Date'), '2039-03-31');
    await user.upload(screen.getByLabelText('Basic & KA Permit PDF File'), pdf('permit.pdf'));
    setDate(screen.getByLabelText('Basic & KA Permit Start Date'), '2025-01-01');
    setDate(screen.getByLabelText('Basic & KA Permit End Date'), '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle Details added successfully');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/add-vehicle')!;
    const form = await sentForm(post);
    expect([...form.keys()]).toEqual([
      'truck_no',
      'make',
      'companyOwner',
      'registration',
      'registration_startDate',
      'registration_endDate',
      'basic_and_KA_permit',
      'basic_and_KA_permit_startDate',
      'basic_and_KA_permit_endDate',
    ]);
    expect(form.get('truck_no')).toBe('MH12KL1111');
    expect(form.get('make')).toBe('Ashok Leyland 2820');
    expect(form.get('companyOwner')).toBe('Patil Transport');
    expect((form.get('registration') as File).name).toBe('rc-book.pdf');
    expect(await (form.get('registration') as File).text()).toBe('%PDF-1.4\n%test\n');
    expect(form.get('registration_startDate')).toBe('2024-04-01');
    expect(form.get('registration_endDate')).toBe('2039-03-31');
    expect((form.get('basic_and_KA_permit') as File).name).toBe('permit.pdf');
    await waitFor(() => expect(screen.getByLabelText('Truck Number')).toHaveValue(''));
    expect(screen.getByLabelText('Registration Start Date')).toHaveValue('');
    // The list is fetched again after the add.
    await waitFor(() => expect(calls.filter((c) => c.path === '/list-vehicle')).toHaveLength(2));
  });

  test.each([
    [
      'a duplicate truck shows the server message',
      { status: 409, body: { message: 'Truck already exists.' } },
      'Truck already exists.',
    ],
    [
      'a server failure without a refusal message shows the generic add failure',
      SERVER_ERROR,
      'Error: Adding vehicle details failed',
    ],
  ])('%s', async (_title, answer, message) => {
    stubFetch({ 'GET /list-vehicle': { body: [] }, 'POST /add-vehicle': answer });
    renderPage();
    await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('tiles', () => {
  test('with no vehicles the list says so', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [] } });
    renderPage();
    expect(await screen.findByText('No vehicle data found.')).toBeInTheDocument();
  });

  test('a tile shows truck, make, owner and each document with its validity and days left', async () => {
    stubFetch({
      'GET /list-vehicle': {
        body: [vehicle('MH12KL1111', { registration: 4000, insurance: 120, fitness: 5, mv_tax: -3 })],
      },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'MH12KL1111' });
    expect(card).toHaveTextContent('Tata Prima 4028.S');
    expect(card).toHaveTextContent('Sharma Roadlines');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Registration', 'Insurance', 'Fitness', 'MV Tax', 'PUC', 'KA Tax', 'Basic & KA Permit']);

    // valid: not highlighted, no upload-new
    const insurance = docRow('MH12KL1111', 'Insurance');
    expect(insurance).toHaveTextContent(`Valid till ${formatIndianDate(inDays(120))}`);
    expect(insurance).toHaveTextContent('(120 days left)');
    expect(insurance).toHaveClass('doc--valid');
    expect(within(insurance).queryByLabelText('New File')).not.toBeInTheDocument();

    // 5 days left: highlighted
    const fitness = docRow('MH12KL1111', 'Fitness');
    expect(fitness).toHaveTextContent('(5 days left)');
    expect(within(fitness).getByRole('img', { name: 'Expiring soon' })).toBeInTheDocument();
    expect(fitness).toHaveClass('doc--expiring');
    expect(within(fitness).queryByLabelText('New File')).not.toBeInTheDocument();

    // expired: (0 days left), highlighted, with the upload-new form
    const mvTax = docRow('MH12KL1111', 'MV Tax');
    expect(mvTax).toHaveTextContent(`Expired on ${formatIndianDate(inDays(-3))}`);
    expect(mvTax).toHaveTextContent('(0 days left)');
    expect(mvTax).toHaveClass('doc--expired');
    expect(within(mvTax).queryByRole('img', { name: 'Expiring soon' })).not.toBeInTheDocument();
    expect(within(mvTax).getByLabelText('New File')).toBeInTheDocument();
    expect(within(mvTax).getByLabelText('Start Date')).toBeInTheDocument();
    expect(within(mvTax).getByLabelText('End Date')).toBeInTheDocument();
    expect(within(mvTax).getByRole('button', { name: 'Download MV Tax' })).toBeInTheDocument();
    expect(within(mvTax).getByRole('button', { name: 'Reset MV Tax' })).toBeInTheDocument();

    // missing: (0 days left), upload offered, nothing to download or reset
    const puc = docRow('MH12KL1111', 'PUC');
    expect(puc).toHaveTextContent('Not uploaded');
    expect(puc).toHaveTextContent('(0 days left)');
    expect(within(puc).queryByRole('button', { name: 'Download PUC' })).not.toBeInTheDocument();
    await user.click(within(puc).getByRole('button', { name: 'Upload PUC' }));
    expect(within(puc).getByLabelText('New File')).toBeInTheDocument();
    await user.click(within(puc).getByRole('button', { name: 'Cancel upload of PUC' }));
    expect(within(puc).queryByLabelText('New File')).not.toBeInTheDocument();
  });

  test('six days left is not highlighted', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [vehicle('MH12KL1111', { puc: 6 })] } });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    expect(docRow('MH12KL1111', 'PUC')).toHaveClass('doc--valid');
    expect(
      within(docRow('MH12KL1111', 'PUC')).queryByRole('img', { name: 'Expiring soon' }),
    ).not.toBeInTheDocument();
  });

  test("the tiles use the server's expiry window: with EXPIRY_WARNING_DAYS=10, 8 days left is expiring and 11 is valid", async () => {
    stubFetch({
      'GET /list-vehicle': { body: [vehicle('MH12KL1111', { insurance: 8, puc: 11 })] },
      'GET /vehicle-settings': { body: vehicleSettingsAnswer.parse({ expiryWarningDays: 10 }) },
    });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    const insurance = docRow('MH12KL1111', 'Insurance');
    await waitFor(() => expect(insurance).toHaveClass('doc--expiring'));
    expect(insurance).toHaveTextContent('(8 days left)');
    expect(within(insurance).getByRole('img', { name: 'Expiring soon' })).toBeInTheDocument();
    expect(within(tile('MH12KL1111')).getByText('1 expiring')).toBeInTheDocument();
    expect(docRow('MH12KL1111', 'PUC')).toHaveClass('doc--valid');
  });

  test('the search box narrows the tiles by truck number', async () => {
    stubFetch({
      'GET /list-vehicle': {
        body: [vehicle('MH12KL1111', {}), vehicle('KA01AB2345', {}), vehicle('MH14GT0007', {})],
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    const search = screen.getByLabelText('Search Truck');
    await user.type(search, 'mh 1');
    expect(search).toHaveValue('MH1');
    expect(
      screen
        .getAllByRole('article')
        .map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['MH12KL1111', 'MH14GT0007']);
    await user.clear(search);
    await user.type(search, 'GJ');
    expect(screen.getByText('No vehicle data found.')).toBeInTheDocument();
  });
});

describe('upload new', () => {
  const expired = () => vehicle('MH12KL1111', { insurance: -10 });

  test('upload without a file asks for one', async () => {
    const { calls } = stubFetch({ 'GET /list-vehicle': { body: [expired()] } });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    await user.click(within(docRow('MH12KL1111', 'Insurance')).getByRole('button', { name: 'Upload' }));
    await expectMistakesUnsent(calls, screen.getByRole('form', { name: 'Upload new Insurance' }), {
      'New File': 'Please select a file to upload.',
      'Start Date': 'Both start and end dates are required when a file is uploaded.',
    });
  });

  test('upload with a file but no dates asks for them', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [expired()] } });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    const row = docRow('MH12KL1111', 'Insurance');
    await user.upload(within(row).getByLabelText('New File'), pdf('ins.pdf'));
    await user.click(within(row).getByRole('button', { name: 'Upload' }));
    await expectMistakesNamed(screen.getByRole('form', { name: 'Upload new Insurance' }), {
      'Start Date': 'Both start and end dates are required when a file is uploaded.',
    });
  });

  /** Renders the page and uploads a new Insurance file, dated 2025-06-01 to 2026-05-31, on MH12KL1111's tile. */
  async function uploadNewInsurance(fileName: string) {
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    const row = docRow('MH12KL1111', 'Insurance');
    await user.upload(within(row).getByLabelText('New File'), pdf(fileName));
    setDate(within(row).getByLabelText('Start Date'), '2025-06-01');
    setDate(within(row).getByLabelText('End Date'), '2026-05-31');
    await user.click(within(row).getByRole('button', { name: 'Upload' }));
  }

  test('a new file is posted to /upload with truck_no, field_name, file and dates', async () => {
    const { calls } = stubFetch({
      'GET /list-vehicle': { body: [expired()] },
      'POST /upload': { body: { message: 'File uploaded successfully!' } },
    });
    await uploadNewInsurance('insurance-2025.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('File uploaded successfully!');
    const form = await sentForm(calls.find((c) => c.path === '/upload')!);
    expect([...form.keys()]).toEqual(['truck_no', 'field_name', 'file', 'start_date', 'end_date']);
    expect(form.get('truck_no')).toBe('MH12KL1111');
    expect(form.get('field_name')).toBe('insurance');
    expect((form.get('file') as File).name).toBe('insurance-2025.pdf');
    expect(form.get('start_date')).toBe('2025-06-01');
    expect(form.get('end_date')).toBe('2026-05-31');
  });

  test('a failed upload says so', async () => {
    stubFetch({
      'GET /list-vehicle': { body: [expired()] },
      'POST /upload': { status: 502, body: {} },
    });
    await uploadNewInsurance('ins.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading file. Please try again.');
  });
});

describe('reset and delete', () => {
  test('reset asks first, then posts truck_no and field_name', async () => {
    const { calls } = stubFetch({
      'GET /list-vehicle': { body: [vehicle('MH12KL1111', { insurance: 100 })] },
      'POST /reset-vehicle-doc': { body: { message: 'Document reset successfully!' } },
    });
    await pressOnTile('Reset Insurance');
    const dialog = screen.getByRole('dialog', { name: 'Reset Document' });
    expect(dialog).toHaveTextContent('Are you sure you want to reset the Insurance document of MH12KL1111?');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document reset successfully!');
    expect(calls.find((c) => c.path === '/reset-vehicle-doc')!.body).toEqual({
      truck_no: 'MH12KL1111',
      field_name: 'insurance',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('cancelling the reset sends nothing', async () => {
    const { calls } = stubFetch({
      'GET /list-vehicle': { body: [vehicle('MH12KL1111', { insurance: 100 })] },
    });
    await pressOnTile('Reset Insurance');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  test('a failed reset says so', async () => {
    stubFetch({
      'GET /list-vehicle': { body: [vehicle('MH12KL1111', { insurance: 100 })] },
      'POST /reset-vehicle-doc': { status: 404, body: { message: 'Vehicle not found.' } },
    });
    await pressOnTile('Reset Insurance');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset document.');
  });

  test('delete asks first, then calls DELETE /delete-vehicle/{truckNo}', async () => {
    const { calls } = stubFetch({
      'GET /list-vehicle': { body: [vehicle('MH12KL1111', {})] },
      'DELETE /delete-vehicle/MH12KL1111': { body: { message: 'Vehicle deleted successfully!' } },
    });
    await pressOnTile('Delete vehicle MH12KL1111');
    const dialog = screen.getByRole('dialog', { name: 'Delete Vehicle' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete vehicle MH12KL1111?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle deleted successfully!');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/delete-vehicle/MH12KL1111')).toBe(true);
  });

  test('a failed delete says so', async () => {
    stubFetch({
      'GET /list-vehicle': { body: [vehicle('MH12KL1111', {})] },
      'DELETE /delete-vehicle/MH12KL1111': { status: 502, body: {} },
    });
    await pressOnTile('Delete vehicle MH12KL1111');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete Vehicle.');
  });
});

describe('download', () => {
  afterEach(() => jest.restoreAllMocks());

  test('download fetches the document and saves it under its original name', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [vehicle('MH12KL1111', { insurance: 100 })] } });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    const listFetch = global.fetch;
    const fileFetch = jest.fn(
      async () =>
        new Response('%PDF-1.4 insurance', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Insurance _.pdf"; filename*=UTF-8''Insurance%20%E2%82%B9.pdf`,
          },
        }),
    );
    global.fetch = fileFetch as unknown as typeof fetch;
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Download Insurance' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(((fileFetch.mock.calls[0] as unknown[])[0] as Request).url).toBe(
      'http://localhost/logistics/download/MH12KL1111/insurance',
    );
    expect(clicked[0].download).toBe('Insurance ₹.pdf');
    expect(clicked[0].href).toMatch(/^blob:/);
    global.fetch = listFetch;
  });

  test('a failed download says so', async () => {
    stubFetch({ 'GET /list-vehicle': { body: [vehicle('MH12KL1111', { insurance: 100 })] } });
    renderPage();
    await screen.findByRole('article', { name: 'MH12KL1111' });
    global.fetch = jest.fn(async () => new Response('boom', { status: 500 })) as unknown as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Download Insurance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error downloading file. Please try again.');
  });
});
