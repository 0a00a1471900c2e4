import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchCall } from './fetch-stub';

/** A control marked invalid, by its label, with the error message it is described by. */
export interface NamedMistake {
  label: string;
  message: string;
}

/** Every control of `form` marked aria-invalid, in page order, with the message beside it. */
export function invalidFields(form: HTMLElement): NamedMistake[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>('[aria-invalid="true"]')).map((control) => {
    const describedBy = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const error = describedBy
      .map((id) => document.getElementById(id))
      .find((el) => el?.classList.contains('field__error'));
    return {
      label: control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '',
      message: error?.textContent ?? '',
    };
  });
}

/**
 * After one Submit: exactly these labels are marked, each described by its message (in page
 * order), and the first of them has the focus.
 */
export async function expectMistakesNamed(form: HTMLElement, expected: Record<string, string>) {
  const wanted = Object.entries(expected).map(([label, message]) => ({ label, message }));
  await waitFor(() => expect(invalidFields(form)).toHaveLength(wanted.length));
  expect(invalidFields(form)).toEqual(wanted);
  // The focus moves in an effect after the marks are drawn: on a busy machine, a moment later.
  await waitFor(() =>
    expect(document.activeElement).toBe(form.querySelector<HTMLElement>('[aria-invalid="true"]')),
  );
}

/** As expectMistakesNamed, and the form sent nothing: no POST is among `calls`. */
export async function expectMistakesUnsent(
  calls: readonly FetchCall[],
  form: HTMLElement,
  expected: Record<string, string>,
) {
  await expectMistakesNamed(form, expected);
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
}

/**
 * Once the page says `notice`: the body of the first call sent with `sent`'s method, which must be
 * there; `sent` is 'POST', or 'POST /path' when that first call must have gone to that path.
 */
export async function bodySentWith(calls: readonly FetchCall[], notice: string, sent = 'POST') {
  expect(await screen.findByText(notice)).toBeInTheDocument();
  const [method, path] = sent.split(' ');
  const call = calls.find((c) => c.method === method);
  expect(call).toBeDefined();
  if (path) expect(call?.path).toBe(path);
  return call?.body;
}

/** Types a date range into the From and To fields (replacing what they hold) and presses `button`. */
export async function submitRange(from: string, to: string, button: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('From'));
  await user.type(screen.getByLabelText('From'), from);
  await user.clear(screen.getByLabelText('To'));
  await user.type(screen.getByLabelText('To'), to);
  await user.click(screen.getByRole('button', { name: button }));
}
