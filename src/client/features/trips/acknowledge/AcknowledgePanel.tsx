import { useRef, useState, type KeyboardEvent } from 'react';
import { TRIP_FIELD_LABELS, type TripRecord } from '../../../../shared/trips';
import {
  ACKNOWLEDGE_MESSAGES,
  readAcknowledgeRows,
  type RefusedRow,
} from '../../../../shared/trips/acknowledge';
import { serverMessage } from '../../../app/errors';
import { Button } from '../../../ui/Button';
import { useNotify } from '../../../ui/use-notify';
import { useAcknowledgeTripsMutation } from '../trips-api';
import { nextCell, refusalOf, startingWeights, type TypedColumn, type TypedWeights } from './ack-values';
import './acknowledge.css';

/** From this many trips the wait is shown as a progress bar with the count (one request still). */
const LARGE_SELECTION = 50;
const L = TRIP_FIELD_LABELS;

interface AcknowledgePanelProps {
  rows: readonly TripRecord[];
  onClear: () => void;
}

/**
 * The ticked trips of Today's List or Reports, each with its Actual Weight and Short to type down
 * a column (Enter moves down, as in Excel), acknowledged in one request: all or none, each refused
 * trip's reason beside its row.
 */
export function AcknowledgePanel({ rows, onClear }: AcknowledgePanelProps) {
  const notify = useNotify();
  const [acknowledge, state] = useAcknowledgeTripsMutation();
  const [typed, setTyped] = useState<Record<string, TypedWeights>>({});
  const [refused, setRefused] = useState<readonly RefusedRow[]>([]);
  const tableRef = useRef<HTMLTableElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const valuesOf = (row: TripRecord) => typed[row.TripID] ?? startingWeights(row);

  function type(row: TripRecord, column: TypedColumn, value: string) {
    setTyped((current) => ({ ...current, [row.TripID]: { ...valuesOf(row), [column]: value } }));
    setRefused((current) => current.filter((r) => r.TripID !== row.TripID));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, row: number, column: TypedColumn) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.ctrlKey) return void submit();
    const to = nextCell({ row, column }, rows.length, event.shiftKey);
    if (!to) return panelRef.current?.querySelector<HTMLButtonElement>('[data-ack-submit]')?.focus();
    const next = tableRef.current?.querySelector<HTMLInputElement>(`[data-cell="${to.column}-${to.row}"]`);
    next?.focus();
    next?.select();
  }

  async function submit() {
    const trips = rows.map((row) => ({ TripID: row.TripID, ...valuesOf(row) }));
    // The same rules as the server, so a mistake is named before anything is sent.
    const read = readAcknowledgeRows(trips);
    if (read.refused.length > 0) {
      setRefused(read.refused);
      return notify.error(
        ACKNOWLEDGE_MESSAGES.refused(new Set(read.refused.map((r) => r.TripID)).size, trips.length),
      );
    }
    const result = await acknowledge({ trips });
    if ('error' in result) {
      const refusal = refusalOf(result.error);
      setRefused(refusal?.refused ?? []);
      return notify.error(refusal?.message ?? serverMessage(result.error) ?? ACKNOWLEDGE_MESSAGES.noTrips);
    }
    notify.success(result.data.message);
    setTyped({});
    setRefused([]);
    onClear();
  }

  const reasonsOf = (tripId: string) => refused.filter((r) => r.TripID === tripId);
  const cell = (row: TripRecord, index: number, column: TypedColumn, label: string) => {
    const invalid = reasonsOf(row.TripID).some((r) => r.field === column);
    return (
      <td>
        <input
          className="ack-input"
          inputMode="decimal"
          data-cell={`${column}-${index}`}
          aria-label={`${label} of ${row.TripID}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `ack-reason-${row.TripID}` : undefined}
          value={valuesOf(row)[column]}
          disabled={state.isLoading}
          onChange={(e) => type(row, column, e.target.value)}
          onKeyDown={(e) => onKeyDown(e, index, column)}
        />
      </td>
    );
  };

  return (
    <section ref={panelRef} className="ack-panel card" aria-label="Acknowledge selected trips">
      <div className="ack-panel__bar">
        <h3 className="ack-panel__title">
          Acknowledge {rows.length.toLocaleString('en-IN')} selected {rows.length === 1 ? 'trip' : 'trips'}
        </h3>
        <span className="ack-panel__hint">Type each Actual Weight and Short; Enter moves down.</span>
        <span className="trips-toolbar__spacer" />
        <Button variant="secondary" className="btn--small" onClick={onClear} disabled={state.isLoading}>
          Clear selection
        </Button>
        <Button
          data-ack-submit
          onClick={() => void submit()}
          busy={state.isLoading}
          busyLabel={`Acknowledging ${rows.length.toLocaleString('en-IN')} trips...`}
        >
          Acknowledge {rows.length === 1 ? 'trip' : `${rows.length.toLocaleString('en-IN')} trips`}
        </Button>
      </div>
      {state.isLoading && rows.length >= LARGE_SELECTION && (
        <progress className="ack-panel__progress" aria-label={`Acknowledging ${rows.length} trips`} />
      )}
      <div className="ack-panel__scroll">
        <table ref={tableRef} className="ack-table">
          <AckTableHead />
          <tbody>
            {rows.map((row, index) => {
              const reasons = reasonsOf(row.TripID);
              return (
                <tr key={row._id} className={reasons.length > 0 ? 'ack-table__refused' : undefined}>
                  <th scope="row">{row.TripID}</th>
                  <td>{row.TruckNumber}</td>
                  <td>{row.Vendor}</td>
                  <td className="num">{row.Weight ?? ''}</td>
                  {cell(row, index, 'actualWeight', L.ActualWeight)}
                  {cell(row, index, 'short', L.Short)}
                  <td
                    id={`ack-reason-${row.TripID}`}
                    className="ack-table__reason"
                    role={reasons.length ? 'alert' : undefined}
                  >
                    {reasons.map((r) => r.message).join(' ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The panel's columns: the trip, then the two typed, then the reason a trip was refused. */
function AckTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">{L.TripID}</th>
        <th scope="col">{L.TruckNumber}</th>
        <th scope="col">{L.Vendor}</th>
        <th scope="col" className="num">
          {L.Weight}
        </th>
        <th scope="col">{L.ActualWeight}</th>
        <th scope="col">{L.Short}</th>
        <th scope="col">Problem</th>
      </tr>
    </thead>
  );
}
