/** A table's header row: a column header each, numeric columns aligned right. */
export function HeaderRow({
  headers,
  isNumeric = () => false,
}: {
  headers: readonly string[];
  isNumeric?: (header: string, index: number) => boolean;
}) {
  return (
    <tr>
      {headers.map((h, i) => (
        <th key={h} scope="col" className={isNumeric(h, i) ? 'num' : undefined}>
          {h}
        </th>
      ))}
    </tr>
  );
}
