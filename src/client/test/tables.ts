import { within } from '@testing-library/react';

/** The text of each cell of a table row, in order, as a reader meets them. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
