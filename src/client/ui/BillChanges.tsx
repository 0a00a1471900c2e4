import type { ReactNode } from 'react';
import { describeChange, outOfDateMessage, type BilledValue } from '../../shared/billing/status';
import { formatIndianDate } from '../../shared/common/dates';
import { formatINR } from '../../shared/common/money';
import './bill-changes.css';
import type { BilledFieldChange, BilledTripChange } from '../../shared/billing/wire';

const WEIGHT_FIELDS = new Set(['Weight', 'ActualWeight']);
const weightText = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3 });
const TEXT_FIELDS = new Set([
  'TruckNumber',
  'DriverName',
  'DONumber',
  'DestinationFrom',
  'DestinationTo',
  'TruckType',
  'DieselSlipNumber',
]);

/** A billed or current value as the screens show it: money en-IN, weights in tons, dates dd/mm/yyyy. */
function valueText(change: BilledFieldChange): (value: BilledValue) => string {
  return (value) => {
    if (value === null || value === '') return '(none)';
    if (change.field === 'localDate') return formatIndianDate(String(value));
    if (TEXT_FIELDS.has(change.field) || typeof value === 'string') return String(value);
    if (WEIGHT_FIELDS.has(change.field)) return `${weightText(Number(value))} t`;
    if (change.field === 'TDS_Rate') return `${value} %`;
    return formatINR(value);
  };
}

interface BillChangesProps {
  billId: string;
  changes: readonly BilledTripChange[];
  /** What the clerk can do about it: Update Bill. */
  action?: ReactNode;
}

/**
 * A bill whose trips were edited since its last revision: which trips, which fields (billed value
 * to value now), and the way to bring the bill up to date (Transactions, Revise Bill, Payments).
 */
export function BillChanges({ billId, changes, action }: BillChangesProps) {
  if (changes.length === 0) return null;
  return (
    <div className="bill-changes" role="status" aria-label={`Bill ${billId} is out of date`}>
      <p className="bill-changes__title">{outOfDateMessage(billId, changes.length)}</p>
      <ul className="bill-changes__list">
        {changes.map((trip) => (
          <li key={trip.trip_id}>
            <strong>{trip.trip_id}</strong>:{' '}
            {trip.fields.map((f) => describeChange(f, valueText(f))).join('; ')}
          </li>
        ))}
      </ul>
      {action && <div className="bill-changes__action">{action}</div>}
    </div>
  );
}

/** The small mark beside a bill id. */
export function OutOfDateBadge() {
  return <span className="badge badge--warning">Out of date</span>;
}
