import { useCallback, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { useAppSelector } from '../../app/hooks';

/** Where a user's column choice of a table is kept: this browser, per signed-in user and table. */
export const columnPrefsKey = (username: string | null, table: string) =>
  `columns:${username ?? 'anonymous'}:${table}`;

function read(key: string): VisibilityState {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as VisibilityState) : {};
  } catch {
    return {}; // a damaged entry shows every column
  }
}

/**
 * The columns a user chose to see in a table (react-table's visibility state: a column is shown
 * unless it is false), remembered per user and table.
 */
export function useColumnPrefs(table: string) {
  const username = useAppSelector((s) => s.auth.username);
  const key = columnPrefsKey(username, table);
  // The choice belongs to its key: another user (or table) reads its own, no effect needed.
  const [stored, setStored] = useState(() => ({ key, visibility: read(key) }));
  const visibility = stored.key === key ? stored.visibility : read(key);

  const change = useCallback(
    (next: VisibilityState | ((current: VisibilityState) => VisibilityState)) =>
      setStored((current) => {
        const base = current.key === key ? current.visibility : read(key);
        const value = typeof next === 'function' ? next(base) : next;
        try {
          window.localStorage.setItem(key, JSON.stringify(value));
        } catch {
          // Storage full or blocked: the choice holds for this visit only.
        }
        return { key, visibility: value };
      }),
    [key],
  );
  const isShown = useCallback((column: string) => visibility[column] !== false, [visibility]);
  return { visibility, setVisibility: change, isShown };
}
