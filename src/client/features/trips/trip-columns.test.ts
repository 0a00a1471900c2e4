import { permissionsFor } from '../../../shared/auth/permissions';
import { trip } from '../../test/trip-data';
import { tripColumns, tripListColumns } from './trip-columns';
import { excelColumns, excelTotalRow, formatCell, tableColumns, totalOf } from '../../lists/list-columns';

describe('one column model for the table and its Excel file', () => {
  const accountant = tripListColumns('reports', permissionsFor('accountant'));

  test('the table and the file take their own columns, in one order, with their own headers', () => {
    const table = tableColumns(accountant).map((c) => c.header);
    const file = excelColumns(accountant).map((c) => c.header);
    expect(table.slice(0, 3)).toEqual(['Date', 'Time', 'Truck Number']); // the Trip ID leads the row itself
    expect(file.slice(0, 4)).toEqual(['Date', 'Time', 'Trip ID', 'Truck Number']);
    expect(table).toContain('Loading Advice'); // attachments: table only
    expect(file).not.toContain('Loading Advice');
    expect(file).toContain('Amount'); // per-trip amount: file only
    expect(table).not.toContain('Amount');
    expect(table).toContain('From');
    expect(file).toContain('Destination From');
  });

  test('a profile that may not see freight gets no freight column anywhere', () => {
    const manager = tripListColumns('reports', permissionsFor('unloadingManager'));
    for (const headers of [tableColumns(manager), excelColumns(manager)].map((cs) =>
      cs.map((c) => c.header),
    )) {
      expect(headers).not.toContain('Freight');
      expect(headers).not.toContain('Rate');
    }
  });

  test("Today's List shows no date column, but its file keeps it", () => {
    const today = tripListColumns('today', permissionsFor('accountant'));
    expect(tableColumns(today).map((c) => c.key)).not.toContain('localDate');
    expect(excelColumns(today)[0].header).toBe('Date');
  });

  test("the total row reads the server's sums by field, blank where a column has none", () => {
    const totals = { Weight: 1234.5, Freight: 31479, Toll: 751.5 };
    const row = excelTotalRow(accountant, totals);
    const header = excelColumns(accountant).map((c) => c.header);
    expect(row[0]).toBe('Total');
    expect(row[header.indexOf('Weight')]).toBe(1234.5);
    expect(row[header.indexOf('Freight')]).toBe(31479);
    expect(row[header.indexOf('Trip ID')]).toBeNull();
    expect(row[header.indexOf('Adblue')]).toBeNull(); // not in these totals
    expect(
      totalOf(
        accountant.find((c) => c.key === 'Weight')!,
        null,
      ),
    ).toBeNull();
  });

  test('cells read as the table shows them, the file keeps the raw values', () => {
    const row = trip({ Weight: 12.345, Toll: 250.5, localDate: '2026-11-22' });
    const byKey = Object.fromEntries(
      tripColumns('reports', permissionsFor('accountant')).map((c) => [c.key, c]),
    );
    expect(byKey.Toll.render(row)).toBe('250.50');
    expect(byKey.localDate.render(row)).toBe('22/11/2026');
    expect(byKey.Weight.numeric).toBe(true);
    const file = Object.fromEntries(excelColumns(accountant).map((c) => [c.header, c]));
    expect(file.Toll.value(row)).toBe(250.5);
    expect(formatCell('money', 123456.5)).toBe('1,23,456.50');
    expect(formatCell('number', null)).toBe('');
  });
});
