import type { VisibilityState } from '@tanstack/react-table';

interface ColumnMenuProps {
  /** The table's name, for the menu's label. */
  table: string;
  columns: readonly { key: string; header: string }[];
  visibility: VisibilityState;
  onChange: (next: VisibilityState) => void;
}

/** "Columns": a checkbox per column that may be hidden; the choice is kept per user (useColumnPrefs). */
export function ColumnMenu({ table, columns, visibility, onChange }: ColumnMenuProps) {
  const hidden = columns.filter((c) => visibility[c.key] === false).length;
  return (
    <details className="column-menu">
      <summary aria-label={`Columns of ${table}`}>Columns{hidden > 0 ? ` (${hidden} hidden)` : ''}</summary>
      <fieldset className="column-menu__list">
        <legend className="visually-hidden">Columns shown in {table}</legend>
        {columns.map((c) => (
          <label key={c.key} className="column-menu__item">
            <input
              type="checkbox"
              // Its own name: the filter box below the header is already called by the header.
              aria-label={`Show ${c.header} column`}
              checked={visibility[c.key] !== false}
              onChange={(e) => onChange({ ...visibility, [c.key]: e.target.checked })}
            />
            {c.header}
          </label>
        ))}
        {hidden > 0 && (
          <button type="button" className="btn btn--link" onClick={() => onChange({})}>
            Show all
          </button>
        )}
      </fieldset>
    </details>
  );
}
