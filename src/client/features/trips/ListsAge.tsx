import { OFFLINE_MESSAGES } from '../../../shared/trips/offline';
import { useLookupsAge } from '../../offline/lookups-age';

/**
 * "Lists from 08:40": when the trucks, vendors and routes the form offers were fetched, so a
 * loading manager without a network knows how old they are. Nothing where none are kept.
 */
export function ListsAge({ fetchedAt }: { fetchedAt: number }) {
  const age = useLookupsAge(fetchedAt);
  if (!age) return null;
  return <p className="trip-form__lists-age">{OFFLINE_MESSAGES.listsFrom(age)}</p>;
}
