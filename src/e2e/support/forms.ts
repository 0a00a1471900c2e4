import type { Locator } from 'playwright-core';

/**
 * The mistakes a form names after a Submit: each control marked aria-invalid, by its label, with
 * the message its aria-describedby points at, in page order.
 */
export async function namedMistakes(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) => {
    const named: Record<string, string> = {};
    for (const control of Array.from(element.querySelectorAll<HTMLInputElement>('[aria-invalid="true"]'))) {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const message = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field__error'))?.textContent ?? '';
      named[control.labels?.[0]?.textContent ?? control.name] = message;
    }
    return named;
  });
}

/** Waits until `count` controls of the form are marked invalid (the Submit has been checked). */
export async function waitForMistakes(form: Locator, count: number) {
  await form.locator('[aria-invalid="true"]').nth(count - 1).waitFor();
}

/** The label of the control that has the focus. */
export async function focusedLabel(form: Locator): Promise<string | null> {
  return form.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);
}
