import type { FormEvent } from 'react';
import { LineIcon } from '../../ui/LineIcon';
import { useNavigate } from 'react-router-dom';
import { resolveSearch } from '../../../shared/lists/search';
import { useAppDispatch, useAppSelector } from '../hooks';
import { billSearched, searchValueChanged, tripOpened } from '../ui-slice';
import { selectPermissions } from '../../permissions/selectors';
import { useNotify } from '../../ui/use-notify';

/** 'Search by Trip/Bill ID': T... opens the trip, B... lists the bill on Revise Bill. */
export function SearchBox() {
  const value = useAppSelector((s) => s.ui.searchValue);
  const permissions = useAppSelector(selectPermissions);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();

  function search(event?: FormEvent) {
    event?.preventDefault();
    const outcome = resolveSearch(value, permissions);
    if (outcome.kind === 'error') return notify.error(outcome.message);
    if (outcome.kind === 'trip') dispatch(tripOpened(outcome.id));
    else dispatch(billSearched(outcome.id));
    navigate(outcome.to);
  }

  return (
    <form className="search-box" role="search" onSubmit={search}>
      <label htmlFor="top-search" className="visually-hidden">
        Search by Trip/Bill ID
      </label>
      <input
        id="top-search"
        type="search"
        placeholder="Search by Trip/Bill ID"
        value={value}
        autoComplete="off"
        onChange={(e) => dispatch(searchValueChanged(e.target.value.toUpperCase()))}
      />
      <button type="submit" className="icon-btn" aria-label="Search">
        <LineIcon path="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5" size={18} rounded />
      </button>
    </form>
  );
}
