import { Link } from 'react-router-dom';
import { numClass } from '../../lists/list-columns';
import { HeaderRow } from '../../ui/HeaderRow';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => string | number;
  numeric?: boolean;
}

/**
 * The table view of a chart: the same rows and numbers, the first column linking to the Reports
 * search the bar opens.
 */
export function DashboardTable<Row extends object>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
}) {
  return (
    <div className="dashboard-table" tabIndex={0} role="region" aria-label={`${caption}, table`}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <HeaderRow
            headers={columns.map((c) => c.header)}
            isNumeric={(_h, i) => Boolean(columns[i].numeric)}
          />
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c, j) => {
                const value = c.cell(row);
                const link = 'link' in row && typeof row.link === 'string' ? row.link : null;
                if (j === 0)
                  return (
                    <th key={c.header} scope="row">
                      {link ? <Link to={link}>{value}</Link> : value}
                    </th>
                  );
                return (
                  <td key={c.header} className={numClass(c)}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
