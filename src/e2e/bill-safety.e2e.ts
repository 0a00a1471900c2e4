import { BILL_RULE_MESSAGES } from '../shared/billing/checks';
import { INPUT_MESSAGES } from '../shared/common/messages';
import { TRIP_FIELD_LABELS, type TripRecord } from '../shared/trips';
import { vendorHasUnpaidBillsMessage } from '../shared/masters/vendor-deletion';
import { signedInNewUser, type ApiClient } from './support/api';
import { addTwoTripWorld, billThroughApi } from './support/billing-data';
import { screenshot, signedInPagePerTest } from './support/browser';
import { openFromSidebar } from './support/profiles';

/**
 * What keeps a bill right, as an accountant meets it on the screens: a look-alike vendor name is
 * refused, a trip without a weight cannot be Acknowledged, Payments warns about a bill whose trips
 * changed since it was made, and a vendor still owed money cannot be deleted.
 */

let api: ApiClient;
const run = Date.now().toString(36).slice(-5);
const accountant = { username: `safe${run}`, password: `Safe#${run}Pass9` };

beforeAll(async () => {
  api = await signedInNewUser(accountant.username, 'accountant', accountant.password);
});
afterAll(async () => api?.dispose());
const ui = signedInPagePerTest(accountant);

// Rate 1150, TDS 1 %: trip 1 = 24,725 - 247.25 - 4,000 - 1,500 - 320 = 18,657.75;
// trip 2 = 26,450 - 264.50 - 4,500 - 2,000 - 320 = 19,365.50. Net 38,023.25.
const NET = '38,023.25';

let worlds = 0;
async function ownWorld() {
  worlds += 1;
  const digits = String(Date.now() + worlds).slice(-6);
  return addTwoTripWorld(api, `${run}${worlds}`, digits);
}

test('the Vendor screen refuses a twin name with a zero-width space, naming the field; the server refuses it too', async () => {
  const { data } = await ownWorld();
  await openFromSidebar(ui.page, 'vendor');
  const form = ui.page.getByRole('form', { name: 'Add vendor' });
  await form.getByLabel('Company Name', { exact: true }).fill(`${data.vendorName}\u200b`);
  await form.getByLabel('Company Owner', { exact: true }).fill('Laxman Shinde');
  await form.getByLabel('TDS Rate', { exact: true }).fill('1');
  await form.getByLabel('GST Applicable', { exact: true }).selectOption('No');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await ui.page
    .getByText(INPUT_MESSAGES.invisibleCharacter('Company Name', 'U+200B'), { exact: true })
    .waitFor();
  await screenshot(ui.page, 'vendor-invisible-twin');

  const twin = {
    companyName: `${data.vendorName}\u200b`,
    companyOwner: 'Laxman Shinde',
    tdsRate: 1,
    gstApplicable: 'No',
    deducteeType: 'individualOrHuf',
  };
  const refused = await api.postRaw('/add-vendor', twin);
  expect(refused.status).toBe(400);
  const spaced = await api.postRaw('/add-vendor', {
    ...twin,
    companyName: `  ${data.vendorName.toUpperCase().replace(' ', '   ')} `,
  });
  expect(spaced.status).toBe(409);
});

test("Today's List refuses to acknowledge a trip whose weight was cleared, with the rule's words", async () => {
  const { data } = await ownWorld();
  const { TripID } = await api.post<{ TripID: string }>('/reports', {
    TruckNumber: data.truckNumber,
    Vendor: data.vendorName,
    DestinationFrom: data.from,
    DestinationTo: data.to,
    TruckType: 'Bulker',
    TransactionStatus: 'Open',
    Weight: '',
    DieselAmount: '',
    Advance: '',
    Toll: '',
    Adblue: '',
    Greasing: '',
  });
  await openFromSidebar(ui.page, 'today-list');
  const row = ui.page
    .getByRole('row')
    .filter({ has: ui.page.getByRole('rowheader', { name: TripID, exact: true }) });
  await row.getByRole('button', { name: `Edit ${TripID}`, exact: true }).click();
  await row.getByLabel(TRIP_FIELD_LABELS.TransactionStatus, { exact: true }).selectOption('Acknowledged');
  await row.getByRole('button', { name: `Save ${TripID}`, exact: true }).click();
  await ui.page
    .getByText(BILL_RULE_MESSAGES.cannotAcknowledge(TripID, BILL_RULE_MESSAGES.weightNotPositive), {
      exact: true,
    })
    .first()
    .waitFor();
  await screenshot(ui.page, 'today-list-weightless-acknowledge');
  const stored = await api.get<TripRecord>(`/api/trip/${TripID}`);
  expect(stored.TransactionStatus).toBe('Open');
});

test('Payments warns before money is recorded when a trip of the bill changed since it was made', async () => {
  const { trips } = await ownWorld();
  const { billId } = await billThroughApi(api, trips, []);
  // The accountant corrects the first trip's toll on Revise Bill (inline edit): the bill is now out of date.
  await api.post('/update-one-revise-bill', {
    trip_id: trips[0].TripID,
    bill_id: billId,
    updateRows: { Toll: 620 },
  });

  await openFromSidebar(ui.page, 'payments');
  await ui.page.getByLabel('Bill ID', { exact: true }).fill(billId);
  await ui.page.getByRole('button', { name: 'Find Bill', exact: true }).click();
  const warning = ui.page.getByRole('status', { name: `Bill ${billId} is out of date` });
  await warning.getByText(trips[0].TripID).first().waitFor();
  await warning
    .getByText(`After Update Bill the net payable will be Rs. 37,723.25.`, { exact: false })
    .waitFor();
  expect(await warning.innerText()).toContain(`stored net payable of Rs. ${NET}`);
  await screenshot(ui.page, 'payments-out-of-date');
});

test('a vendor with an unpaid bill stays on the Vendor screen, with the bill and the amount named', async () => {
  const { data, trips } = await ownWorld();
  const { billId } = await billThroughApi(api, trips, []);
  await openFromSidebar(ui.page, 'vendor');
  const row = ui.page.getByRole('row').filter({ hasText: data.vendorName });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await ui.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const owed = vendorHasUnpaidBillsMessage([{ billId, outstandingPaise: 38_023_25 }]);
  await ui.page.getByText(owed, { exact: true }).first().waitFor();
  await screenshot(ui.page, 'vendor-delete-owed');
  await row.getByText(data.vendorName, { exact: true }).waitFor();
});
