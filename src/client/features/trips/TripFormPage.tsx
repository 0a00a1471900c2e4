import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { formatINR } from '../../../shared/money';
import {
  checkTripSubmit,
  NEW_TRIP_STATUSES,
  TRANSACTION_STATUSES,
  TRIP_MESSAGES,
  TRUCK_TYPES,
} from '../../../shared/trip';
import { isNoResponse, serverMessage } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tripClosed, tripOpened } from '../../app/uiSlice';
import { selectAuth, selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
import { useNotify } from '../../ui/useNotify';
import { SuggestField } from './SuggestField';
import { destinationSuggestions, truckSuggestions, vendorSuggestions } from './tripSuggestions';
import { computeTrip, EMPTY_TRIP_FORM, formFromTrip, tripBody, type TripFormState } from './tripFormValues';
import { useCreateTripMutation, useGetTripQuery, useUpdateTripMutation } from './tripsApi';
import { useDocumentWarningGate } from './useDocumentWarningGate';
import { useTripLookups } from './useTripLookups';
import './trips.css';

/** Keys that would change a field's text (not Tab, arrows or shortcuts such as copy). */
function isEditKey(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete';
}

/** Under Freight: the rate used, or why there is none yet. */
function freightHint(form: TripFormState, rate: number): string {
  if (!form.DestinationFrom.trim() || !form.DestinationTo.trim()) return 'Rate x weight, once both destinations are chosen';
  if (rate) return `Rate ${formatINR(rate)} per ton`;
  return Number(form.Weight) > 0 ? 'Rate not found for this route' : 'Rate x weight, once the weight is entered';
}

/** Upload Trip Details: a new trip at /home, an existing one at /home/{tripId}. */
export function TripFormPage() {
  const { tripId } = useParams();
  const permissions = useAppSelector(selectPermissions);
  // A loadingManager opens no existing trip (SPEC.md section 6): the access message, no fetch.
  if (tripId && !permissions.tripOpen) return <NoTripAccess tripId={tripId} />;
  // A fresh form per trip: leaving /home/T12 for /home starts clean.
  return <TripForm key={tripId ?? 'new'} tripId={tripId} />;
}

function NoTripAccess({ tripId }: { tripId: string }) {
  return (
    <section className="trip-form card">
      <header className="trip-form__header">
        <h2>
          Trip ID: <span className="trip-form__id">{tripId}</span>
        </h2>
      </header>
      <p className="trip-form__denied" role="alert">
        {TRIP_MESSAGES.noAccess}
      </p>
      <Link to="/home">Record a new trip</Link>
    </section>
  );
}

function TripForm({ tripId }: { tripId?: string }) {
  const permissions = useAppSelector(selectPermissions);
  const auth = useAppSelector(selectAuth);
  const currentTripId = useAppSelector((s) => s.ui.tripId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const { vendors, trucks, destinations, lookups } = useTripLookups();
  const tripQuery = useGetTripQuery(tripId ?? skipToken);
  const [createTrip, createState] = useCreateTripMutation();
  const [updateTrip, updateState] = useUpdateTripMutation();
  const [form, setForm] = useState<TripFormState>(EMPTY_TRIP_FORM);
  /** The id the server gave the last trip recorded here, so the clerk can note it. */
  const [lastRecorded, setLastRecorded] = useState<string | null>(null);

  const isNew = !tripId;
  const readOnly = isNew ? !permissions.tripCreate : !permissions.tripUpdate;
  const trip = tripQuery.data;

  // The trip opened by URL (a list link or a reload) is the current trip too.
  // (Only when the URL's trip changes: after an update the current trip is cleared on purpose.)
  const currentTripIdRef = useRef(currentTripId);
  useEffect(() => {
    if (tripId && currentTripIdRef.current !== tripId) dispatch(tripOpened(tripId));
  }, [dispatch, tripId]);

  useEffect(() => {
    if (trip) setForm(formFromTrip(trip));
  }, [trip]);

  useEffect(() => {
    if (!tripQuery.error) return;
    notify.error(serverMessage(tripQuery.error) ?? TRIP_MESSAGES.tripFetchFailed);
    dispatch(tripClosed());
    navigate('/home', { replace: true });
  }, [tripQuery.error, notify, dispatch, navigate]);

  const computed = useMemo(() => computeTrip(form, destinations, vendors), [form, destinations, vendors]);
  const documentGate = useDocumentWarningGate(); // issue 13: expired documents at loading time
  const truckNumbers = useMemo(() => trucks.map((t) => t.truck_no), [trucks]);

  /** unloadingManager: looking is allowed, any change or submit is refused and clears the form. */
  function denyAccess() {
    notify.error(TRIP_MESSAGES.noAccess);
    setForm(EMPTY_TRIP_FORM);
  }

  function set<K extends keyof TripFormState>(field: K, value: string) {
    if (readOnly) return denyAccess();
    setForm((f) => ({ ...f, [field]: value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return denyAccess();
    const problem = checkTripSubmit(form, lookups, { isNew });
    if (problem) {
      notify.error(problem.message);
      const cleared = problem.clearField;
      if (cleared) setForm((f) => ({ ...f, [cleared]: '' }));
      return;
    }
    const documents = await documentGate.check(form.TruckNumber, trip?.localDate);
    if (documents === 'stop') return;
    const body = { ...tripBody(form, computed, lookups, auth), ...(documents === 'confirmed' ? { DocumentWarningConfirmed: true } : {}) };
    if (isNew) {
      const result = await createTrip(body);
      if ('error' in result) {
        notify.error(
          serverMessage(result.error) ?? (isNoResponse(result.error) ? AUTH_MESSAGES.noResponse : AUTH_MESSAGES.unexpected),
        );
        return;
      }
      notify.success(result.data.message);
      setLastRecorded(result.data.TripID ?? null);
      setForm(EMPTY_TRIP_FORM);
      return;
    }
    const result = await updateTrip({ ...body, TripID: tripId });
    if ('error' in result) {
      notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.updateFailed);
      return;
    }
    notify.success(result.data.message);
    setForm(EMPTY_TRIP_FORM);
    dispatch(tripClosed());
    navigate('/home');
  }

  const readOnlyGuards = readOnly
    ? {
        onKeyDownCapture: (e: KeyboardEvent) => {
          if (isEditKey(e)) {
            e.preventDefault();
            denyAccess();
          }
        },
        onPasteCapture: (e: ClipboardEvent) => {
          e.preventDefault();
          denyAccess();
        },
        onCutCapture: (e: ClipboardEvent) => {
          e.preventDefault();
          denyAccess();
        },
      }
    : {};
  // A read-only select must not open its list; choosing is an edit.
  const selectGuard = readOnly
    ? {
        onMouseDown: (e: { preventDefault: () => void }) => {
          e.preventDefault();
          denyAccess();
        },
      }
    : {};

  const statusOptions = isNew ? NEW_TRIP_STATUSES : TRANSACTION_STATUSES;
  const busy = createState.isLoading || updateState.isLoading;

  return (
    <section className={`trip-form card${readOnly ? ' trip-form--readonly' : ''}`} aria-busy={tripQuery.isFetching || undefined}>
      <header className="trip-form__header">
        <h2>
          Trip ID: <span className="trip-form__id">{tripId ?? 'New'}</span>
        </h2>
        {trip && (
          <p className="trip-form__meta">
            {trip.TransactionStatus === 'Billed' && trip.BillId ? `Billed in ${trip.BillId}. ` : ''}
            Recorded by {trip.Username}
          </p>
        )}
        {isNew && lastRecorded && <p className="trip-form__meta">Last trip recorded: {lastRecorded}</p>}
        {readOnly && <p className="trip-form__readonly">Read only</p>}
        {tripQuery.isFetching && <span className="spinner" role="status" aria-label="Loading trip" />}
      </header>
      <form className="trip-form__grid" onSubmit={submit} noValidate {...readOnlyGuards}>
        <SuggestField
          label="Truck Number"
          value={form.TruckNumber}
          onChange={(v) => set('TruckNumber', v)}
          suggestions={truckSuggestions(truckNumbers, form.TruckNumber)}
          upperCase
          readOnly={readOnly}
          required
        />
        <Field
          label="DO Number"
          type="number"
          step="any"
          inputMode="numeric"
          value={form.DONumber}
          readOnly={readOnly}
          onChange={(e) => set('DONumber', e.target.value)}
        />
        <Field label="Driver Name" value={form.DriverName} readOnly={readOnly} onChange={(e) => set('DriverName', e.target.value)} />
        <SuggestField
          label="Vendor"
          value={form.Vendor}
          onChange={(v) => set('Vendor', v)}
          suggestions={vendorSuggestions(lookups.vendorNames, form.Vendor)}
          emptyText={TRIP_MESSAGES.noVendors}
          readOnly={readOnly}
          required
        />
        <SuggestField
          label="Destination From"
          value={form.DestinationFrom}
          onChange={(v) => set('DestinationFrom', v)}
          suggestions={destinationSuggestions(destinations, 'from', form.DestinationFrom, form.DestinationTo)}
          emptyText={TRIP_MESSAGES.noData}
          readOnly={readOnly}
          required
        />
        <SuggestField
          label="Destination To"
          value={form.DestinationTo}
          onChange={(v) => set('DestinationTo', v)}
          suggestions={destinationSuggestions(destinations, 'to', form.DestinationTo, form.DestinationFrom)}
          emptyText={TRIP_MESSAGES.noData}
          readOnly={readOnly}
          required
        />
        <SelectField
          label="Truck Type"
          placeholder="Select truck type"
          options={TRUCK_TYPES.map((t) => ({ value: t, label: t }))}
          value={form.TruckType}
          onChange={(e) => set('TruckType', e.target.value)}
          required
          {...selectGuard}
        />
        <SelectField
          label="Transaction Status"
          placeholder="Select status"
          options={statusOptions.map((s) => ({ value: s, label: s }))}
          value={form.TransactionStatus}
          onChange={(e) => set('TransactionStatus', e.target.value)}
          // At /home/{tripId} the status is locked (SPEC.md section 4).
          disabled={!isNew}
          title={!isNew ? 'The status of a recorded trip changes on Today\'s List or Reports' : undefined}
          required
          {...selectGuard}
        />
        <Field
          label="Weight (tons)"
          type="number"
          step="any"
          min="0"
          value={form.Weight}
          readOnly={readOnly}
          onChange={(e) => set('Weight', e.target.value)}
        />
        {permissions.seeFreight && (
          <Field
            label="Freight"
            value={computed.freight.toLocaleString('en-IN')}
            readOnly
            tabIndex={-1}
            hint={freightHint(form, computed.rate)}
          />
        )}
        <Field
          label="Diesel Amount"
          type="number"
          step="any"
          min="0"
          value={form.DieselAmount}
          readOnly={readOnly}
          onChange={(e) => set('DieselAmount', e.target.value)}
        />
        <Field
          label="Diesel Slip Number"
          value={form.DieselSlipNumber}
          readOnly={readOnly}
          onChange={(e) => set('DieselSlipNumber', e.target.value)}
        />
        <Field label="TDS Rate" value={`${computed.tdsRate}`} readOnly tabIndex={-1} adornment={<span className="unit">%</span>} />
        <Field
          label="Advance"
          type="number"
          step="1"
          min="0"
          value={form.Advance}
          readOnly={readOnly}
          onChange={(e) => set('Advance', e.target.value)}
        />
        <Field label="Toll" type="number" step="any" min="0" value={form.Toll} readOnly={readOnly} onChange={(e) => set('Toll', e.target.value)} />
        <Field
          label="Adblue"
          type="number"
          step="any"
          min="0"
          value={form.Adblue}
          readOnly={readOnly}
          onChange={(e) => set('Adblue', e.target.value)}
        />
        <Field
          label="Greasing"
          type="number"
          step="any"
          min="0"
          value={form.Greasing}
          readOnly={readOnly}
          onChange={(e) => set('Greasing', e.target.value)}
        />
        <div className="trip-form__actions">
          <Button type="submit" busy={busy} busyLabel="Submitting...">
            Submit
          </Button>
        </div>
      </form>
      {documentGate.modal}
    </section>
  );
}
