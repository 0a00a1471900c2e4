import { useEffect, useMemo } from 'react';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { ExportButton } from '../../exports/ExportButton';
import { pagedExportSpec, TRIP_NOUN } from '../../lists/export-pages';
import { ListStatus, TripCount } from '../../lists/ListStatus';
import { useAddressParams } from '../../lists/address-params';
import { useListControls } from '../../lists/table/use-list-controls';
import { usePagedRows } from '../../lists/use-paged-rows';
import { tripListColumns } from './trip-columns';
import { tripExportFile } from './trip-export';
import { TripListTable } from './TripListTable';
import { REPORTS_SOURCE, tripsApi } from './trips-api';
import { useIndiaToday } from './use-india-today';
import { AcknowledgePanel } from './acknowledge/AcknowledgePanel';
import { useTripSelection } from './acknowledge/use-trip-selection';
import './trips.css';

/**
 * Today's List: the trips of the current India day, start to end (SPEC.md sections 2 and 9), a
 * page at a time in the virtual table, with the day's count and totals from the server.
 */
export function TodayListPage() {
  const permissions = useAppSelector(selectPermissions);
  const dispatch = useAppDispatch();
  // Rolls over at midnight India time: a list left open overnight shows the new day.
  const today = useIndiaToday();
  // The column sort and filters are kept in the address (a reload shows the same list).
  const { controls, params } = useListControls(useAddressParams());
  const query = useMemo(() => ({ startDate: today, endDate: today }), [today]);
  // The rows, and the Excel file, in the chosen column order and filters (the server's).
  const sortedQuery = useMemo(() => ({ ...query, ...params }), [query, params]);
  const list = usePagedRows(tripsApi.endpoints.reportsPage, sortedQuery);
  const loading = list.firstPage === undefined && !list.error;
  // Who may save a row's weights may tick trips and acknowledge them at once.
  const canAcknowledge = permissions.tripRowEdit && permissions.tripWeightEdit;
  const selection = useTripSelection(list, sortedQuery);

  // A failed load is only logged (SPEC.md section 8); the table then shows no records.
  useEffect(() => {
    if (list.error) console.error("Could not load today's list", list.error);
  }, [list.error]);

  const exportSpec = () =>
    // The list as on screen: its column filters and sort.
    pagedExportSpec(
      dispatch,
      REPORTS_SOURCE,
      sortedQuery,
      tripExportFile('today', query),
      tripListColumns('today', permissions),
      {
        totalRow: false,
        rowNoun: TRIP_NOUN,
      },
    );

  return (
    <section className="trips-page">
      <div className="trips-toolbar">
        <h2 className="trips-toolbar__title">Trips recorded today</h2>
        <TripCount className="trips-toolbar__count" list={list} />
        <span className="trips-toolbar__spacer" />
        <ExportButton spec={exportSpec} disabled={loading} />
      </div>
      {canAcknowledge && selection.count > 0 && (
        <AcknowledgePanel rows={selection.rows} onClear={selection.clear} />
      )}
      <TripListTable
        list={list}
        screen="today"
        caption="Today's trips"
        controls={controls}
        selection={canAcknowledge ? selection : undefined}
        status={<ListStatus columns={99} failure={null} loading={loading} empty={TRIP_MESSAGES.noRecords} />}
      />
    </section>
  );
}
