import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { ExportButton } from '../exports/ExportButton';
import { tripExportSpec } from './tripExport';
import { TripTable } from './TripTable';
import { useListReportsQuery } from './tripsApi';
import { useIndiaToday } from './useIndiaToday';
import './trips.css';

/** Today's List: the trips of the current India day, start to end (SPEC.md sections 2 and 9). */
export function TodayListPage() {
  const permissions = useAppSelector(selectPermissions);
  // Rolls over at midnight India time: a list left open overnight shows the new day.
  const today = useIndiaToday();
  const { data: rows = [], error, isFetching, isLoading } = useListReportsQuery({ startDate: today, endDate: today });

  // A failed load is only logged (SPEC.md section 8); the table then shows no records.
  useEffect(() => {
    if (error) console.error("Could not load today's list", error);
  }, [error]);

  return (
    <section className="trips-page">
      <div className="trips-toolbar">
        <h2 className="trips-toolbar__title">Trips recorded today</h2>
        <span className="trips-toolbar__count" aria-live="polite">
          {isLoading ? 'Loading...' : `${rows.length.toLocaleString('en-IN')} ${rows.length === 1 ? 'trip' : 'trips'}`}
          {isFetching && !isLoading && <span className="spinner" aria-hidden="true" />}
        </span>
        <span className="trips-toolbar__spacer" />
        <ExportButton spec={() => tripExportSpec('today', rows, permissions)} disabled={isLoading} />
      </div>
      {isLoading ? (
        <p className="empty-state">Loading...</p>
      ) : (
        <TripTable rows={rows} screen="today" caption="Today's trips" />
      )}
    </section>
  );
}
