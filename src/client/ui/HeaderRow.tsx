import type { ReactNode } from 'react';

/** A table's header row: a column header each, numeric columns aligned right. */
export function HeaderRow({
  headers,
  isNumeric = () => false,
  lead,
}: {
  headers: readonly string[];
  isNumeric?: (header: string, index: number) => boolean;
  /** Header cells before the columns' (a row header's column). */
  lead?: ReactNode;
}) {
  return (
    <tr>
      {lead}
      {headers.map((h, i) => (
        <th key={h} scope="col" className={isNumeric(h, i) ? 'num' : undefined}>
          {h}
        </th>
      ))}
    </tr>
  );
}
