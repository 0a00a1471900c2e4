import { within, type ByRoleMatcher } from '@testing-library/react';

/** The text of each element of a role (rows, options, list items...) within `container`, in order. */
export const roleTexts = (container: HTMLElement, role: ByRoleMatcher) =>
  within(container)
    .getAllByRole(role)
    .map((e) => e.textContent);

/** The text of each cell of a table row, in order, as a reader meets them. */
export const cellTexts = (row: HTMLElement) => roleTexts(row, 'cell');

/** The term and definition of each pair of a description list (label and amount) within `container`, in order. */
export const definitionPairs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('definition')
    .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);

/**
 * The row whose row header reads `name`, within `container` (the page if none). It names only the row
 * headers: `getByRole('row', { name })` would name every row of the table from all its cells.
 */
export const rowByHeader = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('rowheader', { name }).closest('tr')!;

/** The row of the cell that reads `text`, for tables without row headers; it names no row either. */
export const rowByCell = (text: string, container: HTMLElement) =>
  within(container).getByText(text, { selector: 'td' }).closest('tr')!;
