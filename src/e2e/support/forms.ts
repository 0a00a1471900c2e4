import type { Locator, Page } from 'playwright-core';
import { TRIP_MESSAGES } from '../../shared/trips';
import { VENDOR_MESSAGES } from '../../shared/masters/vendor';

/**
 * The mistakes a form (or a row edited in place) names after a Submit: each control marked
 * aria-invalid, by its label (or, `by: 'aria-label'`, by its aria-label, as a row's cells are
 * named), with the message its aria-describedby points at, in page order.
 */
export async function namedMistakes(
  scope: Locator,
  by: 'label' | 'aria-label' = 'label',
): Promise<Record<string, string>> {
  return scope.evaluate((element, naming) => {
    const named: Record<string, string> = {};
    for (const control of Array.from(element.querySelectorAll<HTMLInputElement>('[aria-invalid="true"]'))) {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const message =
        ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field__error'))
          ?.textContent ?? '';
      const name =
        naming === 'label'
          ? (control.labels?.[0]?.textContent ?? control.name)
          : (control.getAttribute('aria-label') ?? '');
      named[name] = message;
    }
    return named;
  }, by);
}

/** Waits until `count` controls of the form are marked invalid (the Submit has been checked). */
export async function waitForMistakes(form: Locator, count: number) {
  await form
    .locator('[aria-invalid="true"]')
    .nth(count - 1)
    .waitFor();
}

/** The label of the control that has the focus. */
export async function focusedLabel(form: Locator): Promise<string | null> {
  return form.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null,
  );
}

/**
 * Fills the labelled inputs, presses the form's `submit` button and checks that this one Submit names
 * exactly `mistakes` (label to message) beside their fields and focuses the first of them.
 */
export async function expectMistakesOfOneSubmit(
  form: Locator,
  fills: Record<string, string>,
  mistakes: Record<string, string>,
  submit = 'Submit',
) {
  for (const [label, value] of Object.entries(fills))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: submit, exact: true }).click();
  await waitForMistakes(form, Object.keys(mistakes).length);
  expect(await namedMistakes(form)).toEqual(mistakes);
  expect(await focusedLabel(form)).toBe(Object.keys(mistakes)[0]);
}

/** The Add vendor form with a short owner, a short mobile and symbols in the bank's name: one Submit names all three. */
export const expectThreeVendorMistakes = (form: Locator) =>
  expectMistakesOfOneSubmit(
    form,
    { 'Company Owner': 'Al', Mobile: '98765', 'Bank Name': 'Bank!!@@' },
    {
      'Company Owner': VENDOR_MESSAGES.companyOwnerLength,
      Mobile: VENDOR_MESSAGES.mobile,
      'Bank Name': VENDOR_MESSAGES.bankNameCharacters,
    },
  );

/** An empty trip form with a weight of four decimals, submitted: what it names, the truck number first. */
export const EMPTY_TRIP_FORM_MISTAKES = {
  'Truck Number': TRIP_MESSAGES.requiredFields,
  Vendor: TRIP_MESSAGES.requiredFields,
  'Destination From': TRIP_MESSAGES.requiredFields,
  'Destination To': TRIP_MESSAGES.requiredFields,
  'Truck Type': TRIP_MESSAGES.requiredFields,
  'Weight (tons)': 'Weight can have at most 3 decimal places.',
};

/**
 * Searches a list's form for one day's rows: fills Start Date and End Date with `day`, then any
 * other fields (label to value, in this order), and presses its Search button.
 */
export async function searchDay(form: Locator, day: string, fields: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ 'Start Date': day, 'End Date': day, ...fields }))
    await form.getByLabel(label, { exact: true }).fill(value);
  // Each screen names its Search by what it finds ("Search trips"); a form holds one.
  await form.getByRole('button', { name: /^Search\b/ }).click();
}

/** The value a labelled field of the form shows. */
export const fieldValue = (form: Locator, label: string) =>
  form.getByLabel(label, { exact: true }).inputValue();

/** Waits until an input shows this value (React renders after the event that changed it). */
export async function waitForValue(input: Locator, expected: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let actual = await input.inputValue();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    actual = await input.inputValue();
  }
  expect(actual).toBe(expected);
}

/** Types into a suggestion box and picks one of the options it then offers. */
export async function pickSuggestion(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option', { name: option, exact: true })
    .click();
  await waitForValue(page.getByRole('combobox', { name: label, exact: true }), option);
}
