import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface AddressParams {
  /** The address's query when the screen opened (what a reload, Back or a shared link brings). */
  opened: URLSearchParams;
  /** Changes the address's query in place (no new history entry), keeping what `change` leaves alone. */
  update: (change: (params: URLSearchParams) => void) => void;
}

/**
 * A list screen's search kept in its address, so a reload, Back or a shared link shows the same
 * list. Several parts of a screen (the search, the column sort and filters) write their own keys;
 * each write starts from the latest address, not from the one of the last render.
 */
export function useAddressParams(): AddressParams {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened] = useState(() => new URLSearchParams(location.search));
  const latest = useRef(location.search);
  // What the history entry carries besides its address (a bill just made) stays with it.
  const entryState = useRef<unknown>(location.state);
  useLayoutEffect(() => {
    latest.current = location.search;
    entryState.current = location.state;
  }, [location.search, location.state]);
  const update = useCallback(
    (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(latest.current);
      change(params);
      const search = params.toString() ? `?${params.toString()}` : '';
      if (search === latest.current) return;
      latest.current = search;
      void navigate({ search }, { replace: true, state: entryState.current });
    },
    [navigate],
  );
  return { opened, update };
}

/**
 * A search's filters from the address: each string filter of `blank` under its own name. `given`
 * tells whether the address named any of them.
 */
export function filtersFromAddress<F extends object>(
  params: URLSearchParams,
  blank: F,
): { filters: F; given: boolean } {
  const filters = { ...blank };
  let given = false;
  for (const key of Object.keys(blank) as (keyof F & string)[]) {
    const value = params.get(key);
    if (value === null || typeof blank[key] !== 'string') continue;
    filters[key] = value as F[typeof key];
    given ||= value !== '';
  }
  return { filters, given };
}

/** Writes a searched list's filters into `params`: the set ones by name, the blank ones removed. */
export function writeFilters<F extends object>(params: URLSearchParams, blank: F, filters: F): void {
  for (const key of Object.keys(blank) as (keyof F & string)[]) {
    const value = filters[key];
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    else params.delete(key);
  }
}
