import { useState, type FormEvent } from 'react';
import { LineIcon } from '../../ui/LineIcon';
import { Link, useNavigate } from 'react-router-dom';
import { billPagePath, tripPagePath } from '../../../shared/details/paths';
import { resolveSearch } from '../../../shared/lists/search';
import { useAppDispatch, useAppSelector } from '../hooks';
import { billSearched, searchValueChanged, tripOpened } from '../ui-slice';
import { selectPermissions } from '../../permissions/selectors';
import { useNotify } from '../../ui/use-notify';

/**
 * 'Search by Trip/Bill ID': T... opens the trip, B... lists the bill on Revise Bill (SPEC.md);
 * the id found then stays beside the box as a link to its trip or bill page.
 */
export function SearchBox() {
  const [found, setFound] = useState<{ label: string; to: string } | null>(null);
  const value = useAppSelector((s) => s.ui.searchValue);
  const permissions = useAppSelector(selectPermissions);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();

  function search(event?: FormEvent) {
    event?.preventDefault();
    const outcome = resolveSearch(value, permissions);
    if (outcome.kind === 'error') return notify.error(outcome.message);
    if (outcome.kind === 'trip') {
      dispatch(tripOpened(outcome.id));
      setFound({ label: `Trip page ${outcome.id}`, to: tripPagePath(outcome.id) });
    } else {
      dispatch(billSearched(outcome.id));
      setFound(
        permissions.transactions ? { label: `Bill page ${outcome.id}`, to: billPagePath(outcome.id) } : null,
      );
    }
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
      <button type="submit" className="icon-btn" aria-label="Search Trip/Bill ID">
        <LineIcon path="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5" size={18} rounded />
      </button>
      {found && (
        <Link className="search-record-link" to={found.to}>
          {found.label}
        </Link>
      )}
    </form>
  );
}
