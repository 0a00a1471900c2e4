import { BILLING_MESSAGES } from '../../../shared/billing';
import { checkTripFilters } from '../../../shared/filters';
import { TRIP_FILE_FIELDS, TRIP_MESSAGES } from '../../../shared/trip';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { ExportButton } from '../../exports/ExportButton';
import { pagedExportSpec } from '../../lists/exportPages';
import { ListStatus, TripCount } from '../../lists/ListStatus';
import { useListSearch } from '../../lists/useListSearch';
import { billingApi, BUSINESS_SOURCE, type BusinessQuery } from './billingApi';
import { BUSINESS_COLUMNS, BUSINESS_FILE } from './businessReport';
import { BusinessTable } from './BusinessTable';
import './billing.css';

const NO_FILTERS: Required<BusinessQuery> = { startDate: '', endDate: '', truckNumber: '' };

const WIDTH = BUSINESS_COLUMNS.length + TRIP_FILE_FIELDS.length;

/** Business (/business): every trip of a period or a truck with its money, attachments and totals. */
export function BusinessPage() {
  const dispatch = useAppDispatch();
  const { filters, setFilter, search, query, searched, searching, failure, list, sorting, setSorting } = useListSearch({
    initial: NO_FILTERS,
    validate: checkTripFilters,
    toQuery: (f: Required<BusinessQuery>): BusinessQuery => ({ ...f, truckNumber: f.truckNumber.trim() }),
    endpoint: billingApi.endpoints.businessPage,
    failureMessage: TRIP_MESSAGES.tableFetchFailed,
    notifyFailure: true,
  });
  const exportSpec = () =>
    !query || list.count === 0
      ? BILLING_MESSAGES.noDataToExport
      : pagedExportSpec(dispatch, BUSINESS_SOURCE, query, BUSINESS_FILE, BUSINESS_COLUMNS, { totalRow: true });

  return (
    <section className="billing-page">
      <form className="card billing-filters" onSubmit={search} noValidate aria-label="Business filters">
        <Field label="Start Date" type="date" value={filters.startDate} onChange={(e) => setFilter('startDate')(e.target.value)} />
        <Field label="End Date" type="date" value={filters.endDate} onChange={(e) => setFilter('endDate')(e.target.value)} />
        <Field
          label="Truck Number"
          value={filters.truckNumber}
          placeholder="Contains..."
          onChange={(e) => setFilter('truckNumber')(e.target.value.toUpperCase())}
        />
        <Button type="submit" busy={searching} busyLabel="Searching...">
          Search
        </Button>
        <span className="billing-toolbar__spacer" />
        {query && <TripCount className="billing-toolbar__summary" list={list} />}
        <ExportButton spec={exportSpec} />
      </form>

      {searched ? (
        <BusinessTable
          list={list}
          sorting={sorting}
          onSortingChange={setSorting}
          status={<ListStatus columns={WIDTH} failure={failure} notified loading={searching} empty={TRIP_MESSAGES.noRecords} />}
        />
      ) : (
        <p className="empty-state card">Choose a date range or a truck and press Search.</p>
      )}
    </section>
  );
}
