import { screen } from '@testing-library/react';
import { user } from '../../test/user';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { useState } from 'react';
import type { ColumnFiltersState } from '@tanstack/react-table';
import { filterParams } from './sort-params';
import { FilterRow } from './FilterRow';
import { tripModelColumn } from './trip-model-column';
import { useListTable } from './use-list-table';

type Row = { TripID: string; TruckNumber: string; Weight: number };
const COLUMNS = [
  { key: 'TruckNumber', header: 'Truck Number' },
  { key: 'Weight', header: 'Weight' },
];

/** A paged list's header: the model is manual (the server filters), its filters kept by the caller. */
function Probe() {
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const model = useListTable<Row>({
    name: 'probe',
    columns: [
      { ...tripModelColumn<Row>({ key: 'TripID', header: 'Trip ID' }), pinned: true },
      ...COLUMNS.map(tripModelColumn<Row>),
    ],
    controls: { sorting: [], setSorting: () => {}, columnFilters, setColumnFilters },
  });
  return (
    <table>
      <thead>
        <FilterRow
          model={model}
          idColumn={{ key: 'TripID', header: 'Trip ID' }}
          columns={COLUMNS}
          before={<td />}
        />
      </thead>
      <tbody>
        <tr>
          <td>
            <output aria-label="sent">{filterParams(columnFilters).filters ?? ''}</output>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

beforeEach(() => localStorage.clear());

test('a box under each text column the server filters, none under numbers; typing sets the filters sent', async () => {
  renderWithProviders(<Probe />, { preloadedState: signedInAs('accountant'), route: '/', path: '/' });
  expect(screen.getByRole('searchbox', { name: 'Filter Trip ID' })).toBeInTheDocument();
  expect(screen.queryByRole('searchbox', { name: 'Filter Weight' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Filter Truck Number' }), 'MH12');
  await user.type(screen.getByRole('searchbox', { name: 'Filter Trip ID' }), 'T10');
  expect(JSON.parse(screen.getByLabelText('sent').textContent!)).toEqual({
    TruckNumber: 'MH12',
    TripID: 'T10',
  });
  await user.clear(screen.getByRole('searchbox', { name: 'Filter Truck Number' }));
  expect(JSON.parse(screen.getByLabelText('sent').textContent!)).toEqual({ TripID: 'T10' });
});
