import { BILLING_MESSAGES } from '../../../../shared/billing';
import { checkTripFilters } from '../../../../shared/lists/search-filters';
import { TRIP_FILE_FIELDS, TRIP_MESSAGES } from '../../../../shared/trips';
import { useAppDispatch } from '../../../app/hooks';
import { ExportButton } from '../../../exports/ExportButton';
import { pagedExportSpec, TRIP_NOUN } from '../../../lists/export-pages';
import { ListStatus, TripCount } from '../../../lists/ListStatus';
import { TripFilterForm } from '../../../lists/TripFilterForm';
import { useListSearch } from '../../../lists/use-list-search';
import { billingApi, BUSINESS_SOURCE, type BusinessQuery } from '../common/billing-api';
import { BUSINESS_COLUMNS, businessExportFile } from './business-report';
import { BusinessTable } from './BusinessTable';
import '../common/billing.css';

const NO_FILTERS: Required<BusinessQuery> = { startDate: '', endDate: '', truckNumber: '' };

const WIDTH = BUSINESS_COLUMNS.length + TRIP_FILE_FIELDS.length;

/** Business (/business): every trip of a period or a truck with its money, attachments and totals. */
export function BusinessPage() {
  const dispatch = useAppDispatch();
  const listSearch = useListSearch({
    initial: NO_FILTERS,
    validate: checkTripFilters,
    toQuery: (f: Required<BusinessQuery>): BusinessQuery => ({ ...f, truckNumber: f.truckNumber.trim() }),
    endpoint: billingApi.endpoints.businessPage,
    failureMessage: TRIP_MESSAGES.tableFetchFailed,
    notifyFailure: true,
  });
  const { query, listQuery, searched, searching, failure, list, controls } = listSearch;
  const exportSpec = () =>
    !query || list.count === 0
      ? BILLING_MESSAGES.noDataToExport
      : // The whole list as on screen: its column filters and sort, every page of it.
        pagedExportSpec(
          dispatch,
          BUSINESS_SOURCE,
          listQuery ?? query,
          businessExportFile(query),
          BUSINESS_COLUMNS,
          { totalRow: true, rowNoun: TRIP_NOUN },
        );

  return (
    <section className="billing-page">
      <TripFilterForm
        label="Business filters"
        finds="business report"
        className="card billing-filters"
        search={listSearch}
      >
        <span className="billing-toolbar__spacer" />
        {query && <TripCount className="billing-toolbar__summary" list={list} />}
        <ExportButton spec={exportSpec} />
      </TripFilterForm>

      {searched ? (
        <BusinessTable
          list={list}
          controls={controls}
          status={
            <ListStatus
              columns={WIDTH}
              failure={failure}
              notified
              loading={searching}
              empty={TRIP_MESSAGES.noRecords}
            />
          }
        />
      ) : (
        <p className="empty-state card">Choose a date range or a truck and press Search.</p>
      )}
    </section>
  );
}
