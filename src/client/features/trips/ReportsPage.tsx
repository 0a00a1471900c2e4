import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { checkTripFilters } from '../../../shared/filters';
import { TRIP_MESSAGES, type TripRecord } from '../../../shared/trip';
import { serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Field } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { ExportButton } from '../exports/ExportButton';
import { tripExportSpec } from './tripExport';
import { reportsPrefill } from './reportsPrefill';
import { TripTable } from './TripTable';
import { useDeleteReportMutation, useListReportsQuery, type ReportsQuery } from './tripsApi';
import './trips.css';

const NO_FILTERS: Required<ReportsQuery> = { startDate: '', endDate: '', vendor: '', truckNumber: '' };

/** The error text of a failed fetch that carried no server message (a network failure). */
function errorText(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') return error.error;
  return undefined;
}

/** Reports: trips by date range, vendor and truck, with row edit, delete and export (SPEC.md section 2). */
export function ReportsPage() {
  const permissions = useAppSelector(selectPermissions);
  const notify = useNotify();
  const prefill = reportsPrefill(useLocation().search); // the Dashboard's click-through (issue 13)
  const [filters, setFilters] = useState(prefill ?? NO_FILTERS);
  const [query, setQuery] = useState<ReportsQuery | null>(prefill);
  const { data: rows = [], error, isFetching, refetch } = useListReportsQuery(query ?? skipToken);
  const [deleteReport, deleteState] = useDeleteReportMutation();
  const [deleting, setDeleting] = useState<TripRecord | null>(null);

  const set = (field: keyof ReportsQuery) => (value: string) => setFilters((f) => ({ ...f, [field]: value }));

  function search(event: FormEvent) {
    event.preventDefault();
    const problem = checkTripFilters(filters);
    if (problem) {
      notify.error(problem);
      return;
    }
    const next = {
      startDate: filters.startDate,
      endDate: filters.endDate,
      vendor: filters.vendor.trim(),
      truckNumber: filters.truckNumber.trim(),
    };
    // Searching again with the same filters fetches the latest data.
    if (query && JSON.stringify(next) === JSON.stringify(query)) refetch();
    else setQuery(next);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const result = await deleteReport({ id: deleting._id, TripID: deleting.TripID });
    if ('error' in result) notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.deleteFailed);
    else notify.success(result.data.message ?? TRIP_MESSAGES.deleted);
    setDeleting(null);
  }

  const fetchError = error ? (serverMessage(error) ?? errorText(error) ?? TRIP_MESSAGES.tableFetchFailed) : undefined;
  const searched = query !== null;

  return (
    <section className="trips-page">
      <form className="trips-toolbar card trips-filters" onSubmit={search} noValidate aria-label="Report filters">
        <Field label="Start Date" type="date" value={filters.startDate} onChange={(e) => set('startDate')(e.target.value)} />
        <Field label="End Date" type="date" value={filters.endDate} onChange={(e) => set('endDate')(e.target.value)} />
        <Field label="Vendor" value={filters.vendor} placeholder="Starts with..." onChange={(e) => set('vendor')(e.target.value)} />
        <Field
          label="Truck Number"
          value={filters.truckNumber}
          placeholder="Contains..."
          onChange={(e) => set('truckNumber')(e.target.value.toUpperCase())}
        />
        <Button type="submit" busy={isFetching} busyLabel="Searching...">
          Search
        </Button>
        <span className="trips-toolbar__spacer" />
        {searched && !fetchError && (
          <span className="trips-toolbar__count" aria-live="polite">
            {isFetching ? 'Loading...' : `${rows.length.toLocaleString('en-IN')} ${rows.length === 1 ? 'trip' : 'trips'}`}
          </span>
        )}
        <ExportButton spec={() => tripExportSpec('reports', rows, permissions)} disabled={!searched || isFetching || !!fetchError} />
      </form>
      {searched ? (
        <TripTable
          rows={fetchError ? [] : rows}
          screen="reports"
          caption="Report"
          emptyText={fetchError}
          onDelete={setDeleting}
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
