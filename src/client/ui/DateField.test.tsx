import { fireEvent, render, screen } from '@testing-library/react';
import { user } from '../test/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { datePresetRange } from '../../shared/common/date-presets';
import { todayInIndia } from '../../shared/common/dates';
import { DateField } from './DateField';
import { DateRangeFields } from './DateRangeFields';
import { FormDateField } from './FormDateField';

/** A date box whose owner keeps what it reports, shown beside it as the owner holds it. */
function Owned({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Start Date" value={value} onChange={setValue} error={error} />
      <output aria-label="held">{value}</output>
      <button type="button" onClick={() => setValue('2026-01-31')}>
        Set from outside
      </button>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Start Date' });
const held = () => screen.getByRole('status', { name: 'held' }).textContent;

test('01112026 typed is 1 November 2026, shown 01/11/2026 once the clerk moves on', async () => {
  render(<Owned />);
  await user.type(box(), '01112026');
  expect(held()).toBe('2026-11-01');
  expect(box()).toHaveValue('01112026'); // as typed while typing
  await user.tab();
  expect(box()).toHaveValue('01/11/2026');
  expect(box()).not.toHaveAttribute('aria-invalid');
});

test.each([
  ['1-11-26', '2026-11-01', '01/11/2026'],
  ['01/11/2026', '2026-11-01', '01/11/2026'],
  ['2026-11-01', '2026-11-01', '01/11/2026'],
  ['11/01/2026', '2026-01-11', '11/01/2026'],
])('%p is held as %p and shown %p', async (typed, iso, shown) => {
  render(<Owned />);
  await user.type(box(), typed);
  await user.keyboard('{Enter}');
  expect(held()).toBe(iso);
  expect(box()).toHaveValue(shown);
});

test('a pasted ISO date with invisible characters is read as the date it shows', async () => {
  render(<Owned />);
  await user.click(box());
  await user.paste('\u200e2026-11-01\u200e');
  expect(held()).toBe('2026-11-01');
});

test('a wrong date is named beside the box once the clerk leaves it, and the owner holds the text, not a date', async () => {
  render(<Owned />);
  await user.type(box(), '31/04/2026');
  expect(screen.queryByText(/April 2026 has 30 days/)).not.toBeInTheDocument(); // not while typing
  await user.tab();
  expect(box()).toHaveAccessibleDescription('31/04/2026 is not a date: April 2026 has 30 days.');
  expect(box()).toHaveAttribute('aria-invalid', 'true');
  expect(held()).toBe('31/04/2026');
  // Corrected, the message goes at once.
  await user.clear(box());
  await user.type(box(), '30/04/2026');
  expect(box()).not.toHaveAttribute('aria-invalid');
  expect(held()).toBe('2026-04-30');
});

test("the owner's rule is shown when the text is a date; an empty box holds ''", async () => {
  render(<Owned initial="2026-11-01" error="Payment date cannot be in the future." />);
  expect(box()).toHaveValue('01/11/2026');
  expect(box()).toHaveAccessibleDescription('Payment date cannot be in the future.');
  await user.clear(box());
  expect(held()).toBe('');
});

test('a value set from outside replaces the text', async () => {
  render(<Owned initial="2026-11-01" />);
  await user.click(screen.getByRole('button', { name: 'Set from outside' }));
  expect(box()).toHaveValue('31/01/2026');
});

test('the calendar sets the date through the browser picker and gives the box its focus back', async () => {
  render(<Owned />);
  const calendar = screen.getByRole('button', { name: 'Choose Start Date from the calendar' });
  expect(calendar).toHaveAttribute('tabindex', '-1'); // typing is the fast way; no extra Tab stop
  await user.click(calendar);
  const picker = screen.getByLabelText('Start Date calendar');
  expect(picker).toHaveAttribute('type', 'date');
  expect(picker).toHaveAttribute('aria-hidden', 'true'); // the browser's picker is what a reader meets
  fireEvent.change(picker, { target: { value: '2026-11-15' } });
  expect(held()).toBe('2026-11-15');
  expect(box()).toHaveValue('15/11/2026');
  expect(box()).toHaveFocus();
});

test('a date range offers today, yesterday, this month and last month, counted in India', async () => {
  function Range() {
    const [range, setRange] = useState({ startDate: '', endDate: '' });
    return (
      <DateRangeFields range={range} onChange={(part, value) => setRange((r) => ({ ...r, [part]: value }))} />
    );
  }
  render(<Range />);
  const today = todayInIndia();
  const last = datePresetRange('lastMonth', today);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last month');
  const shown = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue(shown(last.startDate));
  expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue(shown(last.endDate));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Today');
  expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue(shown(today));
  expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('today');
  // A date typed by hand is no preset any more.
  await user.clear(screen.getByRole('textbox', { name: 'End Date' }));
  expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('');
});

test('in a react-hook-form form the form keeps YYYY-MM-DD and a reset shows the new date', async () => {
  const submitted: unknown[] = [];
  function PaymentLike() {
    const form = useForm({ defaultValues: { date: '2026-11-28' } });
    return (
      <form onSubmit={form.handleSubmit((v) => void submitted.push(v))}>
        <FormDateField control={form.control} name="date" label="Payment Date" />
        <button type="submit">Save</button>
        <button type="button" onClick={() => form.reset({ date: '2026-11-01' })}>
          Reset
        </button>
      </form>
    );
  }
  render(<PaymentLike />);
  const date = screen.getByRole('textbox', { name: 'Payment Date' });
  expect(date).toHaveValue('28/11/2026');
  await user.clear(date);
  await user.type(date, '27112026');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted).toEqual([{ date: '2026-11-27' }]);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(date).toHaveValue('01/11/2026');
});
