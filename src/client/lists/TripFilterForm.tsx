import type { ChangeEvent, ReactNode } from 'react';
import type { VendorOption } from '../../shared/masters/lookups-wire';
import { Button } from '../ui/Button';
import { DateRangeFields } from '../ui/DateRangeFields';
import { Field } from '../ui/Field';
import { SearchLabel } from '../ui/SearchLabel';
import type { ListSearch } from './use-list-search';

/** The filters a trip search screen offers: a date range, a truck and (where it has one) a vendor. */
interface FormFilters {
  startDate: string;
  endDate: string;
  truckNumber: string;
  vendor?: string;
}

interface TripFilterFormProps<F extends FormFilters> {
  /** The form's accessible name. */
  label: string;
  /** What Search finds, completing its accessible name ('trips': "Search trips"); the button shows "Search". */
  finds: string;
  className: string;
  /** The screen's list search: its filters, and its search on submit. */
  search: Pick<ListSearch<F, unknown, unknown>, 'filters' | 'setFilter' | 'search' | 'searching'>;
  /** The Vendor box's suggestions (a datalist of that id), where the screen offers them. */
  vendorList?: { id: string; vendors: readonly VendorOption[] };
  /** What follows the Search button (the count, the export). */
  children?: ReactNode;
}

/**
 * The search form of the trip screens (Reports, Business, Billing): Start Date, End Date, the
 * Vendor when the screen filters by one, Truck Number (typed in capitals) and Search.
 */
export function TripFilterForm<F extends FormFilters>(props: TripFilterFormProps<F>) {
  const { label, finds, className, search, vendorList, children } = props;
  const { filters, setFilter, searching } = search;
  const change =
    (field: keyof FormFilters & keyof F, upper = false) =>
    (e: ChangeEvent<HTMLInputElement>) =>
      setFilter(field)((upper ? e.target.value.toUpperCase() : e.target.value) as F[typeof field]);
  return (
    <form className={className} onSubmit={(event) => search.search(event)} noValidate aria-label={label}>
      <DateRangeFields
        range={{ startDate: filters.startDate, endDate: filters.endDate }}
        onChange={(part, value) => setFilter(part)(value as F[typeof part])}
      />
      {filters.vendor !== undefined && (
        <Field
          label="Vendor"
          value={filters.vendor}
          list={vendorList?.id}
          placeholder="Starts with..."
          onChange={change('vendor')}
        />
      )}
      {vendorList && (
        <datalist id={vendorList.id}>
          {vendorList.vendors.map((v) => (
            <option key={v._id} value={v.company_name} />
          ))}
        </datalist>
      )}
      <Field
        label="Truck Number"
        value={filters.truckNumber}
        placeholder="Contains..."
        onChange={change('truckNumber', true)}
      />
      <Button type="submit" busy={searching} busyLabel="Searching...">
        <SearchLabel finds={finds} />
      </Button>
      {children}
    </form>
  );
}
