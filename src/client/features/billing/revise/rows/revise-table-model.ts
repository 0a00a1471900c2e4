import type { ModelColumn } from '../../../../lists/table/use-list-table';
import { tripModelColumn } from '../../../../lists/table/trip-model-column';
import type { TripRecord } from '../../../../../shared/trips';
import type { BillTripColumn } from '../../common/bill-trip-columns';

/**
 * Revise Bill's table model: a bill's trips are read a page at a time, so the server sorts by the
 * trip lists' keys and filters their text columns, as on Billing.
 */
export function reviseModelColumns(columns: readonly BillTripColumn[]): ModelColumn<TripRecord>[] {
  return [
    { ...tripModelColumn<TripRecord>({ key: 'TripID', header: 'Trip ID' }), pinned: true },
    ...columns.map((c) => tripModelColumn<TripRecord>(c)),
  ];
}
