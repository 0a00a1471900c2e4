import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { billTotals } from '../../../../shared/billing';

import { formatIndianDate } from '../../../../shared/common/dates';
import { formatINR, fromPaise } from '../../../../shared/common/money';
import type { TripRecord } from '../../../../shared/trips';
import { Button } from '../../../ui/Button';
import { DateRangeFields } from '../../../ui/DateRangeFields';
import { Field, SelectField } from '../../../ui/Field';
import { SearchLabel } from '../../../ui/SearchLabel';
import type { NO_REVISE_FORM } from './loading/use-revise-search';
import type { BillStatus } from '../../../../shared/billing/wire';

type ReviseForm = typeof NO_REVISE_FORM;

interface ReviseSearchFormProps {
  form: ReviseForm;
  setForm: Dispatch<SetStateAction<ReviseForm>>;
  onSubmit: (event: FormEvent) => void;
  searching: boolean;
}

/** Revise Bill's search: a date range or a bill id. */
export function ReviseSearchForm({ form, setForm, onSubmit, searching }: ReviseSearchFormProps) {
  return (
    <form className="card billing-filters" onSubmit={onSubmit} noValidate aria-label="Revise bill search">
      <DateRangeFields range={form} onChange={(part, value) => setForm((f) => ({ ...f, [part]: value }))} />
      <span className="billing-filters__or">or</span>
      <Field
        label="Bill ID"
        value={form.billId}
        placeholder="e.g. B1001"
        autoComplete="off"
        onChange={(e) => setForm((f) => ({ ...f, billId: e.target.value.toUpperCase() }))}
      />
      <Button type="submit" busy={searching} busyLabel="Searching...">
        <SearchLabel finds="bills to revise" />
      </Button>
    </form>
  );
}

interface ReviseToolbarProps {
  billId: string | null;
  /** The bills a date search found: one is revised at a time. */
  choices: readonly string[];
  onChoose: (billId: string) => void;
  vendor: string;
  billStatus: BillStatus | undefined;
  chosenRows: readonly TripRecord[];
  onUpdate: () => void;
  updating: boolean;
}

/** The bill being revised, what the revision holds so far, and Update Bill. */
export function ReviseToolbar({
  billId,
  choices,
  onChoose,
  vendor,
  billStatus,
  chosenRows,
  onUpdate,
  updating,
}: ReviseToolbarProps) {
  const chosenTotals = billTotals([...chosenRows], [], false);
  return (
    <div className="billing-toolbar">
      <h2 className="billing-toolbar__title">Billed Trips</h2>
      {choices.length > 1 ? (
        <SelectField
          label="Bill to revise"
          className="billing-toolbar__bill"
          value={billId ?? ''}
          options={choices.map((id) => ({ value: id, label: id }))}
          onChange={(e) => onChoose(e.target.value)}
        />
      ) : (
        billId && <span className="bill-chip">{billId}</span>
      )}
      {vendor && <span className="billing-toolbar__summary">{vendor}</span>}
      {billStatus && (
        <span className="billing-toolbar__summary">
          Revision {billStatus.revision} ({formatIndianDate(billStatus.revised_at)})
        </span>
      )}
      <span className="billing-toolbar__spacer" />
      <span className="billing-toolbar__summary" aria-live="polite">
        {chosenRows.length} {chosenRows.length === 1 ? 'trip' : 'trips'} in the revised bill · Amount ₹{' '}
        {formatINR(fromPaise(chosenTotals.amountPaise))}
      </span>
      <Button onClick={onUpdate} disabled={!billId} busy={updating} busyLabel="Generating PDF...">
        Update Bill
      </Button>
    </div>
  );
}
