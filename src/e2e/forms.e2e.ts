import { VENDOR_MESSAGES } from '../shared/masters/vendor';
import { FREIGHT_MESSAGES } from '../shared/masters/freight';
import { E2E_ADMIN } from './support/config';
import { expectNotice, screenshot, signedInPagePerTest } from './support/browser';
import {
  EMPTY_TRIP_FORM_MISTAKES,
  expectMistakesOfOneSubmit,
  expectThreeVendorMistakes,
  namedMistakes,
} from './support/forms';

/**
 * One form system: a Submit names every mistake at once, each beside its field (aria-invalid,
 * aria-describedby), with the focus on the first; nothing is sent and no pop-up covers the form.
 */
const ui = signedInPagePerTest(E2E_ADMIN);
const run = Date.now().toString().slice(-5);

async function openModule(name: string) {
  await ui.page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name, exact: true }).click();
}

test('the vendor form names three mistakes after one Submit, each beside its field, and focuses the first', async () => {
  await openModule('Vendor');
  const form = ui.page.getByRole('form', { name: 'Add vendor' });
  await form.getByLabel('Company Name', { exact: true }).fill(`Forms Check ${run}`);
  await form.getByLabel('TDS Rate', { exact: true }).fill('2');
  await form.getByLabel('GST Applicable', { exact: true }).selectOption('No');
  // No PAN: the form asks who the deductee is (the quarterly statement's deductee code).
  await form.getByLabel('Deductee Type', { exact: true }).selectOption('individualOrHuf');
  await expectThreeVendorMistakes(form);
  expect(await ui.page.locator('.notice-area [role="alert"]').count()).toBe(0);
  await screenshot(ui.page, 'forms-vendor-three-mistakes');

  // Fixed, the vendor is saved.
  await form.getByLabel('Company Owner', { exact: true }).fill('Alok Jadhav');
  await form.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await form.getByLabel('Bank Name', { exact: true }).fill('Bank of Baroda');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectNotice(ui.page, VENDOR_MESSAGES.added);
  expect(await namedMistakes(form)).toEqual({});
});

test('the freight form names every missing or wrong field at once', async () => {
  await openModule('Freight');
  const form = ui.page.getByRole('form', { name: 'Add freight rate' });
  await expectMistakesOfOneSubmit(
    form,
    { Rate: '980.6' },
    {
      'From Destination': FREIGHT_MESSAGES.fromRequired,
      'To Destination': FREIGHT_MESSAGES.toRequired,
      Rate: FREIGHT_MESSAGES.rateNotWhole,
    },
  );
});

test('an empty trip form names every required field at once, the truck number first, with its message in view', async () => {
  const form = ui.page.getByRole('form', { name: 'Trip details' });
  await expectMistakesOfOneSubmit(form, { 'Weight (tons)': '12.3456' }, EMPTY_TRIP_FORM_MISTAKES);
  // The focused truck number does not open its suggestions over the message.
  expect(await ui.page.getByRole('listbox', { name: 'Truck Number suggestions' }).count()).toBe(0);
  await screenshot(ui.page, 'forms-trip-required');
});
