import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { user } from '../../test/user';
import { SERVER_ERROR, stubFetch, type StubbedResponse } from '../../test/fetch-stub';
import { bodySentWith, expectMistakesNamed, expectMistakesUnsent, invalidFields } from '../../test/forms';
import { expectFailedDelete, openListed, testListStates, testMasterDelete } from '../../test/master-data';
import { VendorPage } from './VendorPage';
import { cellTexts, roleTexts, rowByCell } from '../../test/tables';
import { EMPTY_VENDOR_OPTIONALS, SAMPLE_VENDOR } from '../../../shared/test/samples';

const GANESH = { id: '3', _id: '3', index: 1, ...SAMPLE_VENDOR };
const KAVERI = {
  id: '5',
  _id: '5',
  index: 2,
  companyName: 'Kaveri Transport',
  companyOwner: 'Suresh Rao',
  tdsRate: 1.5,
  gstApplicable: 'No',
  ...EMPTY_VENDOR_OPTIONALS,
};

/** A name already taken is refused alike by add and by update: the server's message, else the fallback. */
const CONFLICTS: [string, StubbedResponse, string][] = [
  [
    'a 409 with a message shows it',
    { status: 409, body: { message: 'Vendor with this company name already exists.' } },
    'Vendor with this company name already exists.',
  ],
  [
    'a 409 without a message shows the fallback',
    { status: 409, body: {}, notFromThisServer: true },
    'Duplicate vendor entry detected.',
  ],
];

/** A vendor as add and update answer it: the listed row without its position. */
const saved = <Vendor extends { index: number }>({ index: _index, ...vendor }: Vendor) => vendor;

function renderPage() {
  return renderWithProviders(<VendorPage />, { preloadedState: signedInAs('admin') });
}

const form = () => screen.getByRole('form', { name: 'Add vendor' });
const field = (label: string) => within(form()).getByLabelText(label);
/**
 * A vendor's row by its company's cell. (Finding the row by its accessible name would name every row
 * of the table from all its cells.)
 */
const rowOf = (company: string) => rowByCell(company, screen.getByRole('table'));

/**
 * The one row in edit mode: the row of the table's Save button. (Naming every row from its cells,
 * the edited row's inputs included, takes far longer in jsdom.)
 */
function editedRow() {
  return within(screen.getByRole('table')).getByRole('button', { name: 'Save' }).closest('tr')!;
}

/** Fills the add form with a valid vendor, overriding some fields ('' leaves a field empty). */
async function fillForm(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Company Name': 'sharma  ROADLINES pvt ltd',
    'Company Owner': 'rakesh sharma',
    Email: 'Ops@SharmaRoadlines.in',
    Mobile: '9876543210',
    PAN: 'abcpd1234e',
    GST: '27abcpd1234e1z5',
    'TDS Rate': '1.5',
    'Bank Name': 'HDFC Bank',
    'Bank Account': '50100123456789',
    'IFSC Code': 'hdfc0001234',
    ...overrides,
  };
  // The form and its controls stay the same elements while it is filled: looked up once.
  const controls = within(form());
  for (const [label, value] of Object.entries(values)) {
    if (label === 'GST Applicable') continue;
    if (!value) continue;
    if (label === 'Deductee Type') {
      await user.selectOptions(controls.getByLabelText(label), value);
      continue;
    }
    // Pasting is typing all at once; the inputs' filters still apply.
    await user.click(controls.getByLabelText(label));
    await user.paste(value);
  }
  const gstApplicable = overrides['GST Applicable'] ?? 'Yes';
  if (gstApplicable) await user.selectOptions(controls.getByLabelText('GST Applicable'), gstApplicable);
  await user.click(controls.getByRole('button', { name: 'Submit' }));
}

describe('the vendor table', () => {
  test('a filter per text column narrows the vendors; a hidden column is remembered for the signed-in user', async () => {
    window.localStorage.clear();
    await openListed(
      renderPage,
      { 'GET /list-vendor': { body: [GANESH, KAVERI] } },
      'Shree Ganesh Roadlines',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Filter Company Owner' }), 'suresh');
    expect(screen.queryByRole('cell', { name: 'Shree Ganesh Roadlines' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kaveri Transport' })).toBeInTheDocument();
    await user.click(screen.getByText('Columns'));
    expect(screen.queryByRole('checkbox', { name: 'Company Name' })).not.toBeInTheDocument(); // pinned
    await user.click(screen.getByRole('checkbox', { name: 'Show Email column' }));
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(rowOf('Kaveri Transport')).getAllByRole('cell')).toHaveLength(15);
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('columns:'))!;
    expect(key).toBe('columns:tester:vendors'); // the signed-in username
    expect(JSON.parse(window.localStorage.getItem(key)!)).toEqual({ email: false });
    window.localStorage.clear();
  });

  test('lists every field, with a dash for empty ones', async () => {
    await openListed(
      renderPage,
      { 'GET /list-vendor': { body: [GANESH, KAVERI] } },
      'Shree Ganesh Roadlines',
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '#',
      'Company Name',
      'Company Owner',
      'TDS Rate (%)',
      'PAN',
      'Deductee Type',
      'GST',
      'GST Applicable',
      'Email',
      'Mobile',
      'Bank Name',
      'Bank Account',
      'IFSC Code',
      "Transporter's Declaration Received On",
      'Goods Carriages Owned',
      'Actions',
    ]);
    expect(cellTexts(rowOf('Shree Ganesh Roadlines'))).toEqual([
      // An individual's PAN (fourth letter P) takes 1 %, a vendor without PAN 20 %: both rates are flagged.
      '1',
      'Shree Ganesh Roadlines',
      'Ganesh Patil',
      '2% ⚠',
      'AAAPL1234C',
      '—',
      '27AAAPL1234C1Z5',
      'Yes',
      'accounts@ganeshroadlines.in',
      '9822012345',
      'State Bank of India',
      '30112345678',
      'SBIN0001234',
      '—',
      '—',
      'EditDeletePortal', // admin: Invite to portal too
    ]);
    expect(cellTexts(rowOf('Kaveri Transport'))).toEqual([
      '2',
      'Kaveri Transport',
      'Suresh Rao',
      '1.5% ⚠',
      '—',
      '—',
      '—',
      'No',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      'EditDeletePortal', // admin: Invite to portal too
    ]);
    expect(screen.getByText('2 vendors')).toBeInTheDocument();
  });

  testListStates(renderPage, '/list-vendor', 'No data available.');
});

describe('the add form', () => {
  test('shows a hint under every field', async () => {
    stubFetch({ 'GET /list-vendor': { body: [] } });
    renderPage();
    expect(field('Company Name')).toHaveAccessibleDescription('3-40 characters');
    expect(field('PAN')).toHaveAccessibleDescription('10 letters/digits, e.g. AAAPL1234C (optional)');
    expect(field('GST')).toHaveAccessibleDescription('15 letters/digits, e.g. 27AAAPL1234C1Z5 (optional)');
    expect(field('Mobile')).toHaveAccessibleDescription('10 digits (optional)');
    expect(field('Bank Name')).toHaveAccessibleDescription('Up to 40 letters, digits or spaces (optional)');
    expect(field('Bank Account')).toHaveAccessibleDescription('9-18 digits (optional)');
    expect(field('IFSC Code')).toHaveAccessibleDescription('11 characters, e.g. SBIN0001234 (optional)');
    expect(field('TDS Rate')).toHaveAccessibleDescription('0 to 100, up to 2 decimals');
    expect(field('TDS Rate')).toHaveAttribute('step', '0.01');
    expect(roleTexts(field('GST Applicable'), 'option')).toEqual(['Select', 'Yes', 'No']);
  });

  test('PAN, GST and IFSC are upper-cased and keep letters and digits only as they are typed', async () => {
    stubFetch({ 'GET /list-vendor': { body: [] } });
    renderPage();
    await user.type(field('PAN'), 'ab-cp d12');
    expect(field('PAN')).toHaveValue('ABCPD12');
    await user.type(field('IFSC Code'), 'sbin 0001234');
    expect(field('IFSC Code')).toHaveValue('SBIN0001234');
  });

  test.each([
    ['no company name', { 'Company Name': '' }, 'Company name is required.'],
    ['a two-letter company name', { 'Company Name': 'AB' }, 'Company name must be 3-40 characters.'],
    ['no company owner', { 'Company Owner': '' }, 'Company owner is required.'],
    ['a short owner', { 'Company Owner': 'Al' }, 'Company owner must be 3-40 characters.'],
    ['a 9-character PAN', { PAN: 'ABCPD1234' }, 'PAN must be either empty or exactly 10 characters!'],
    ['a 14-character GST', { GST: '27ABCPD1234E1Z' }, 'GST must be either empty or exactly 15 characters!'],
    ['an email without a domain', { Email: 'ops@sharma' }, 'Invalid email address!'],
    ['a 9-digit mobile', { Mobile: '987654321' }, 'Mobile number must be exactly 10 digits or empty!'],
    [
      'a bank name with symbols',
      { 'Bank Name': 'Bank!!@@' },
      'Bank name can have only letters, digits and spaces!',
    ],
    [
      'an 8-digit account',
      { 'Bank Account': '12345678' },
      'Bank account number must be between 9 and 18 digits or empty!',
    ],
    ['an IFSC without the zero', { 'IFSC Code': 'HDFC1001234' }, 'Invalid IFSC code!'],
    ['no TDS rate', { 'TDS Rate': '' }, 'TDS rate is required.'],
    ['a TDS rate above 100', { 'TDS Rate': '100.5' }, 'TDS rate must be a number from 0 to 100.'],
    ['a TDS rate with 3 decimals', { 'TDS Rate': '1.255' }, 'TDS rate can have at most 2 decimal places.'],
    ['GST applicable left at Select', { 'GST Applicable': '' }, 'Please select whether GST is applicable.'],
    [
      'a zero-width space in the company name',
      { 'Company Name': 'Annapurna Logistics\u200b' },
      'Company Name contains an invisible or text-direction character (U+200B) that is not allowed. Please retype it.',
    ],
    [
      'a direction override in the owner',
      { 'Company Owner': '\u202eRakesh Sharma' },
      'Company Owner contains an invisible or text-direction character (U+202E) that is not allowed. Please retype it.',
    ],
  ])(
    'refuses %s with the rule message, marks the field and sends nothing',
    async (_case, overrides, message) => {
      const { calls } = stubFetch({ 'GET /list-vendor': { body: [] } });
      renderPage();
      await screen.findByText('No data available.');
      await fillForm(overrides);
      const refused = field(Object.keys(overrides)[0]);
      await waitFor(() => expect(refused).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(refused).toHaveAttribute('aria-invalid', 'true');
      // The message can show (validation as the field is left) before Submit's check moves the focus.
      await waitFor(() => expect(refused).toHaveFocus());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // beside the field, not a pop-up
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    },
  );

  test('sends the normalised vendor, confirms and clears the form', async () => {
    let listed: unknown[] = [];
    const { calls } = stubFetch({
      'GET /list-vendor': () => ({ body: listed }),
      'POST /add-vendor': ({ body }) => {
        const vendor = { ...(body as object), id: '8', _id: '8' };
        listed = [{ ...vendor, index: 1 }];
        return { status: 201, body: { message: 'Vendor added successfully!', vendor } };
      },
    });
    renderPage();
    await screen.findByText('No data available.');
    await fillForm();
    expect(await bodySentWith(calls, 'Vendor added successfully!')).toEqual({
      companyName: 'Sharma Roadlines Pvt Ltd',
      companyOwner: 'Rakesh Sharma',
      pan: 'ABCPD1234E',
      gst: '27ABCPD1234E1Z5',
      email: 'ops@sharmaroadlines.in',
      mobile: '9876543210',
      bankName: 'HDFC Bank',
      bankAccount: '50100123456789',
      ifscCode: 'HDFC0001234',
      tdsRate: 1.5,
      gstApplicable: 'Yes',
      declaration194C6Date: '',
      goodsCarriages: null,
      deducteeType: '',
    });
    expect(field('Company Name')).toHaveValue('');
    expect(field('GST Applicable')).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'Sharma Roadlines Pvt Ltd' })).toBeInTheDocument();
  });

  test('optional fields may stay empty', async () => {
    const { calls } = stubFetch({
      'GET /list-vendor': { body: [] },
      'POST /add-vendor': {
        status: 201,
        body: { message: 'Vendor added successfully!', vendor: saved(KAVERI) },
      },
    });
    renderPage();
    await screen.findByText('No data available.');
    await fillForm({
      Email: '',
      Mobile: '',
      PAN: '',
      GST: '',
      'Bank Name': '',
      'Bank Account': '',
      'IFSC Code': '',
      'GST Applicable': 'No',
      // Without a PAN the form asks who the deductee is (the statement's deductee code).
      'Deductee Type': 'individualOrHuf',
    });
    expect(await bodySentWith(calls, 'Vendor added successfully!')).toMatchObject({
      deducteeType: 'individualOrHuf',
      pan: '',
      gst: '',
      email: '',
      ifscCode: '',
      gstApplicable: 'No',
    });
  });

  test.each([
    ...CONFLICTS,
    ['any other failure asks to try again', SERVER_ERROR, 'Failed to submit vendor. Please try again.'],
  ])('%s', async (_case, answer, message) => {
    stubFetch({ 'GET /list-vendor': { body: [] }, 'POST /add-vendor': answer });
    renderPage();
    await screen.findByText('No data available.');
    await fillForm();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Company Name')).toHaveValue('sharma  ROADLINES pvt ltd');
  });

  test('one Submit names three mistakes, each beside its field, and focuses the first', async () => {
    const { calls } = stubFetch({ 'GET /list-vendor': { body: [] } });
    renderPage();
    await screen.findByText('No data available.');
    await fillForm({ 'Company Owner': 'Al', Mobile: '987654321', 'Bank Name': 'Bank!!@@' });
    await expectMistakesUnsent(calls, form(), {
      'Company Owner': 'Company owner must be 3-40 characters.',
      Mobile: 'Mobile number must be exactly 10 digits or empty!',
      'Bank Name': 'Bank name can have only letters, digits and spaces!',
    });
  });

  test('one Submit names all eleven mistakes; a corrected field loses its mark as it is fixed', async () => {
    stubFetch({ 'GET /list-vendor': { body: [] } });
    renderPage();
    await screen.findByText('No data available.');
    await fillForm({
      'Company Name': 'AB',
      'Company Owner': 'Al',
      Email: 'ops@sharma',
      Mobile: '987654321',
      PAN: 'ABCPD1234',
      GST: '27ABCPD1234E1Z',
      'TDS Rate': '100.5',
      'Bank Name': 'Bank!!@@',
      'Bank Account': '12345678',
      'IFSC Code': 'HDFC1001234',
      'GST Applicable': '',
    });
    await expectMistakesNamed(form(), {
      'Company Name': 'Company name must be 3-40 characters.',
      'Company Owner': 'Company owner must be 3-40 characters.',
      Email: 'Invalid email address!',
      Mobile: 'Mobile number must be exactly 10 digits or empty!',
      PAN: 'PAN must be either empty or exactly 10 characters!',
      GST: 'GST must be either empty or exactly 15 characters!',
      'GST Applicable': 'Please select whether GST is applicable.',
      'TDS Rate': 'TDS rate must be a number from 0 to 100.',
      'Bank Name': 'Bank name can have only letters, digits and spaces!',
      'Bank Account': 'Bank account number must be between 9 and 18 digits or empty!',
      'IFSC Code': 'Invalid IFSC code!',
    });
    await user.type(field('Company Name'), 'C');
    await waitFor(() => expect(field('Company Name')).not.toHaveAttribute('aria-invalid'));
    expect(invalidFields(form())).toHaveLength(10);
  });
});

describe('inline edit', () => {
  async function startEditing(routes: Parameters<typeof stubFetch>[0] = {}) {
    const stub = await openListed(
      renderPage,
      { 'GET /list-vendor': { body: [GANESH, KAVERI] }, ...routes },
      'Shree Ganesh Roadlines',
    );
    await user.click(within(rowOf('Shree Ganesh Roadlines')).getByRole('button', { name: /^Edit/ }));
    return { ...stub, row: editedRow() };
  }

  async function retype(row: HTMLElement, label: string, value: string) {
    const input = within(row).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }

  test('Save sends the id with the normalised fields and leaves edit mode', async () => {
    const { calls, row } = await startEditing({
      'POST /update-vendor': { body: { message: 'Vendor updated successfully!', vendor: saved(GANESH) } },
    });
    expect(within(row).getByLabelText('Company Name')).toHaveValue('Shree Ganesh Roadlines');
    expect(within(row).getByLabelText('GST Applicable')).toHaveValue('Yes');
    await retype(row, 'Company Owner', 'ganesh  PATIL jr');
    await retype(row, 'TDS Rate', '1');
    await user.selectOptions(within(row).getByLabelText('GST Applicable'), 'No');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await bodySentWith(calls, 'Vendor updated successfully!')).toEqual({
      _id: '3',
      companyName: 'Shree Ganesh Roadlines',
      companyOwner: 'Ganesh Patil Jr',
      tdsRate: 1,
      pan: 'AAAPL1234C',
      gst: '27AAAPL1234C1Z5',
      gstApplicable: 'No',
      email: 'accounts@ganeshroadlines.in',
      mobile: '9822012345',
      bankName: 'State Bank of India',
      bankAccount: '30112345678',
      ifscCode: 'SBIN0001234',
      declaration194C6Date: '',
      goodsCarriages: null,
      deducteeType: '',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByRole('textbox', { name: 'Company Owner' }),
      ).not.toBeInTheDocument(),
    );
  });

  test('one Save names every mistake under its cell, focuses the first, and sends nothing; no pop-up', async () => {
    const { calls, row } = await startEditing();
    await retype(row, 'PAN', 'ABC');
    await retype(row, 'Mobile', '98220');
    await retype(row, 'IFSC Code', 'SBIN');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await expectMistakesNamed(row, {
      PAN: 'PAN must be either empty or exactly 10 characters!',
      // Without a valid PAN the deductee type is asked.
      'Deductee Type':
        'Please choose the deductee type (company, individual or HUF, or other): without a valid PAN it cannot be read from the PAN.',
      Mobile: 'Mobile number must be exactly 10 digits or empty!',
      'IFSC Code': 'Invalid IFSC code!',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // A corrected cell loses its mark as it is fixed; the others keep theirs.
    await retype(row, 'Mobile', '9822012345');
    await waitFor(() => expect(within(row).getByLabelText('Mobile')).not.toHaveAttribute('aria-invalid'));
    expect(invalidFields(row).map((m) => m.label)).toEqual(['PAN', 'Deductee Type', 'IFSC Code']);
  });

  test('a mistake in a hidden column (a value stored before the rule) is named beside Save', async () => {
    const { calls } = await openListed(
      renderPage,
      { 'GET /list-vendor': { body: [{ ...GANESH, mobile: '98220' }, KAVERI] } },
      'Shree Ganesh Roadlines',
    );
    await user.click(screen.getByLabelText('Columns of Vendors'));
    await user.click(screen.getByRole('checkbox', { name: 'Show Mobile column' }));
    await user.click(within(rowOf('Shree Ganesh Roadlines')).getByRole('button', { name: /^Edit/ }));
    const row = editedRow();
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByRole('list', { name: 'Mistakes in hidden columns' })).toHaveTextContent(
      'Mobile: Mobile number must be exactly 10 digits or empty!',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test.each([
    ...CONFLICTS,
    [
      'a 404 asks to try again',
      { status: 404, body: { message: 'Vendor not found.' } },
      'Failed to submit vendor. Please try again. Vendor not found.',
    ],
  ])('%s and keeps the row in edit mode', async (_case, answer, message) => {
    const { row } = await startEditing({ 'POST /update-vendor': answer });
    await retype(row, 'Company Name', 'Kaveri Transport');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(row).getByLabelText('Company Name')).toHaveValue('Kaveri Transport');
  });

  test('a click outside the row ends edit mode and reverts the unsaved edits', async () => {
    const { calls, row } = await startEditing();
    await retype(row, 'Company Owner', 'Somebody Else');
    await user.click(within(row).getByLabelText('PAN')); // inside the row: still editing
    expect(within(row).getByLabelText('Company Owner')).toHaveValue('Somebody Else');
    await user.click(screen.getByRole('heading', { name: 'Vendors' }));
    expect(
      within(screen.getByRole('table')).queryByRole('textbox', { name: 'Company Owner' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ganesh Patil' })).toBeInTheDocument();
    expect(screen.queryByText('Somebody Else')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

testMasterDelete(
  {
    renderPage,
    list: '/list-vendor',
    rowOf,
    target: { row: KAVERI, cell: 'Kaveri Transport', path: '/delete-vendor/5' },
    kept: GANESH,
    dialog: {
      dialog: 'Delete vendor',
      question: 'Delete Kaveri Transport?',
      deleted: 'Vendor deleted successfully!',
    },
    refused: { answer: { status: 502, body: {} }, message: 'Failed to delete Vendor.' },
    lookup: { url: '/api/vendors', tag: 'Vendor' },
  },
  () => {
    test("a vendor still owed money stays, and the server's reason is shown", async () => {
      const owed =
        'This vendor has unpaid bills B1034, B1040 (Rs. 29,009.23 outstanding). Record or settle them before deleting the vendor.';
      await openListed(
        renderPage,
        {
          'GET /list-vendor': { body: [GANESH] },
          'DELETE /delete-vendor/3': { status: 409, body: { message: owed } },
        },
        'Shree Ganesh Roadlines',
      );
      await expectFailedDelete(() => rowOf('Shree Ganesh Roadlines'), owed, 'Shree Ganesh Roadlines');
      expect(screen.queryByText('Failed to delete Vendor.')).not.toBeInTheDocument();
    });
  },
);
