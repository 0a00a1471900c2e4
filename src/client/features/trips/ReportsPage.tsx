import { useState } from 'react';
import { checkTripFilters } from '../../../shared/lists/search-filters';
import { TRIP_MESSAGES, type TripRecord } from '../../../shared/trips';
import { serverMessage } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useNotify } from '../../ui/use-notify';
import { ExportButton } from '../../exports/ExportButton';
import { pagedExportSpec, TRIP_NOUN } from '../../lists/export-pages';
import { ListStatus, TripCount } from '../../lists/ListStatus';
import { TripFilterForm } from '../../lists/TripFilterForm';
import { useTripSearch } from '../../lists/use-trip-search';
import { tripListColumns } from './trip-columns';
import { tripExportFile } from './trip-export';
import { TripListTable } from './TripListTable';
import { REPORTS_SOURCE, tripsApi, useDeleteReportMutation } from './trips-api';
import { AcknowledgePanel } from './acknowledge/AcknowledgePanel';
import { useTripSelection } from './acknowledge/use-trip-selection';
import './trips.css';

/** Reports: trips by date range, vendor and truck, with row edit, delete and export (SPEC.md section 2). */
export function ReportsPage() {
  const permissions = useAppSelector(selectPermissions);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const listSearch = useTripSearch({
    validate: checkTripFilters,
    endpoint: tripsApi.endpoints.reportsPage,
    failureMessage: TRIP_MESSAGES.tableFetchFailed,
  });
  const { query, listQuery, searched, searching, failure, list, controls } = listSearch;
  const [deleteReport, deleteState] = useDeleteReportMutation();
  // Who may save a row's weights may tick trips and acknowledge them at once.
  const canAcknowledge = permissions.tripRowEdit && permissions.tripWeightEdit;
  const selection = useTripSelection(list, listQuery);
  const [deleting, setDeleting] = useState<TripRecord | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const result = await deleteReport({ id: deleting._id, TripID: deleting.TripID });
    if ('error' in result) notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.deleteFailed);
    else notify.success(result.data.message ?? TRIP_MESSAGES.deleted);
    setDeleting(null);
  }

  const exportSpec = () =>
    // The whole list as on screen: its column filters and sort, every page of it.
    pagedExportSpec(
      dispatch,
      REPORTS_SOURCE,
      listQuery!,
      tripExportFile('reports', query!),
      tripListColumns('reports', permissions),
      {
        totalRow: true,
        rowNoun: TRIP_NOUN,
      },
    );

  return (
    <section className="trips-page">
      <TripFilterForm
        label="Report filters"
        finds="trips"
        className="trips-toolbar card trips-filters"
        search={listSearch}
      >
        <span className="trips-toolbar__spacer" />
        {query && <TripCount className="trips-toolbar__count" list={list} />}
        <ExportButton spec={exportSpec} disabled={!query || list.count === 0} />
      </TripFilterForm>
      {searched && canAcknowledge && selection.count > 0 && (
        <AcknowledgePanel rows={selection.rows} onClear={selection.clear} />
      )}
      {searched ? (
        <TripListTable
          list={list}
          screen="reports"
          caption="Report"
          onDelete={setDeleting}
          controls={controls}
          selection={canAcknowledge ? selection : undefined}
          status={
            <ListStatus columns={99} failure={failure} loading={searching} empty={TRIP_MESSAGES.noRecords} />
          }
        />
      ) : (
        <p className="empty-state card">Choose a date range, a vendor or a truck and press Search.</p>
      )}
      <ConfirmModal
        open={deleting !== null}
        title="Delete record"
        text={`Are you sure you want to delete trip ${deleting?.TripID ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteState.isLoading}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
