import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchCall } from './fetch-stub';

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Enters the dates (either may be left empty) and presses Search. */
export async function searchDates(start = '2026-11-01', end = '2026-11-30') {
  const u = userEvent.setup({ delay: null });
  // Pasted, not typed key by key: each key redrew the whole search screen, and typing a date is
  // the date box's own test (src/client/ui/DateField.test.tsx).
  const enter = async (label: string, date: string) => {
    await u.click(field(label));
    await u.paste(date);
  };
  if (start) await enter('Start Date', start);
  if (end) await enter('End Date', end);
  await u.click(
    screen.getByRole('button', {
      name: /^Search (trips|trips to bill|business report|bills|bills to revise)$/,
    }),
  );
}

/** Searching these dates is refused with the message, and nothing is asked of the server. */
export async function expectDatesRefused(
  searchCalls: () => readonly FetchCall[],
  [start, end]: [string, string],
  message: string,
) {
  await searchDates(start, end);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(searchCalls()).toHaveLength(0);
}

interface SearchScreen {
  renderScreen: () => { calls: FetchCall[] };
  /** The screen's search calls among all its calls. */
  searchCalls: (calls: FetchCall[]) => readonly FetchCall[];
}

/** The screen refuses `dates`, an end before the start, with its `message`, asking nothing of the server. */
export function testEndBeforeStart(
  { renderScreen, searchCalls }: SearchScreen,
  dates: [string, string],
  message: string,
) {
  test('the end date may not be before the start date', async () => {
    const { calls } = renderScreen();
    await expectDatesRefused(() => searchCalls(calls), dates, message);
  });
}

interface FilterRuleOptions extends SearchScreen {
  /** The one date typed with a truck number: [start, ''] or ['', end]. */
  oneDate: [string, string];
}

/**
 * The shared filter rules (src/shared/lists/search-filters.ts) a trip search screen applies before it asks
 * the server: one filter at least, and a truck number with both dates or none.
 */
export function testFilterRules({ renderScreen, searchCalls, oneDate }: FilterRuleOptions) {
  test('at least one filter is needed', async () => {
    const { calls } = renderScreen();
    await userEvent.click(
      screen.getByRole('button', {
        name: /^Search (trips|trips to bill|business report|bills|bills to revise)$/,
      }),
    );
    expect(await screen.findByText('Please select at least one filter')).toBeInTheDocument();
    expect(searchCalls(calls)).toHaveLength(0);
  });

  test('a truck number with one date needs both dates', async () => {
    const { calls } = renderScreen();
    await userEvent.type(field('Truck Number'), 'mh12');
    expect(field('Truck Number')).toHaveValue('MH12');
    await expectDatesRefused(() => searchCalls(calls), oneDate, 'Please select both start-date and end-date');
  });
}
