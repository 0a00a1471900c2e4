import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  TRIP_FIELDS_CLEARED_WHEN_REFUSED,
  TRIP_MESSAGES,
  findKnown,
  truckKey,
  tripSubmitSchema,
} from '../../../shared/trips';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { tripClosed } from '../../app/ui-slice';
import { selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { TripFormField, type TripFieldContext } from './TripFormField';
import { TripFormHeader } from './TripFormHeader';
import { TruckDocumentsNotice } from './TruckDocumentsNotice';
import { TRIP_INPUTS } from './trip-form-fields';
import { computeTrip, EMPTY_TRIP_FORM, formFromTrip, type TripFormState } from './trip-form-values';
import { suggestionsFor } from './trip-suggestions';
import { readOnlyGuards } from './use-read-only-guards';
import { useTripLookups } from './use-trip-lookups';
import { useTripDraft } from './use-trip-draft';
import { useTripFromUrl } from './use-trip-from-url';
import { useTripKeyboard } from './use-trip-keyboard';
import { useTripSave } from './use-trip-save';
import { TripPapersFields } from './papers/TripPapersFields';
import { useTripPapers } from './papers/use-trip-papers';
import { useFormOutbox, useOneAtATime, type TripFormOutbox } from './outbox/use-form-outbox';
import { ListsAge } from './ListsAge';

/** The trip form (react-hook-form, checked by the shared trip rules in SPEC.md section 5's order). */
export function TripForm({ tripId, outbox }: { tripId?: string; outbox?: TripFormOutbox }) {
  const permissions = useAppSelector(selectPermissions);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const { vendors, trucks, destinations, lookups, fetchedAt } = useTripLookups();
  const tripQuery = useTripFromUrl(tripId);
  const trip = tripQuery.data;
  const isNew = !tripId;
  const readOnly = isNew ? !permissions.tripCreate : !permissions.tripUpdate;
  const saving = useTripSave(trip, tripId);
  const papers = useTripPapers();
  /** The id the server gave the last trip recorded here, so the clerk can note it. */
  const [lastRecorded, setLastRecorded] = useState<string | null>(null);
  const lookupsRef = useRef(lookups);
  useEffect(() => {
    lookupsRef.current = lookups;
  });
  // The master data arrives after the first render: the rules read the latest lists.
  const form = useSchemaForm<TripFormState, TripFormState>(
    () => tripSubmitSchema(lookupsRef.current, { isNew }) as never,
    EMPTY_TRIP_FORM,
  );
  const values = useWatch({ control: form.control }) as TripFormState;
  const computed = useMemo(() => computeTrip(values, destinations, vendors), [values, destinations, vendors]);
  const { reset, setValue } = form;
  const keyboard = useTripKeyboard(form, isNew && !readOnly);

  useEffect(() => {
    if (trip) reset(formFromTrip(trip));
  }, [trip, reset]);
  const baseline = useMemo(() => (isNew ? EMPTY_TRIP_FORM : trip ? formFromTrip(trip) : null), [isNew, trip]);
  const draft = useTripDraft({ tripId, values, baseline, reset, enabled: !readOnly });
  const keepInOutbox = useFormOutbox(outbox, papers, reset);

  /** unloadingManager: looking is allowed, any change or submit is refused and clears the form. */
  function denyAccess() {
    notify.error(TRIP_MESSAGES.noAccess);
    reset(EMPTY_TRIP_FORM);
  }
  const guards = readOnlyGuards(readOnly, denyAccess);

  const onValid = useOneAtATime(async (checked: TripFormState) => {
    const result = await saving.save(checked, computed, lookups);
    if (!result || (result.saved === 'kept' && !(await keepInOutbox(result, checked)))) return;
    reset(EMPTY_TRIP_FORM);
    draft.clear();
    if (result.saved === 'updated') {
      dispatch(tripClosed());
      return navigate('/home');
    }
    keyboard.created(checked);
    if (result.saved === 'kept') return; // its papers went to the outbox with it
    setLastRecorded(result.tripId);
    return papers.sendFor(result.tripId); // the stored trip's papers follow it
  });
  /** Every mistake is marked beside its field; a refused truck or destination is also cleared (SPEC.md section 5). */
  function onInvalid(errors: FieldErrors<TripFormState>) {
    for (const field of TRIP_FIELDS_CLEARED_WHEN_REFUSED) {
      if (errors[field]?.message !== TRIP_MESSAGES.requiredFields && errors[field]) setValue(field, '');
    }
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    if (!readOnly) return form.submit(onValid, onInvalid)(event);
    event.preventDefault();
    denyAccess();
  }

  const context: TripFieldContext = {
    control: form.control,
    register: form.register,
    values,
    computed,
    suggestionsFor: (name) =>
      suggestionsFor(name, values, {
        truckNumbers: trucks.map((t) => t.truck_no),
        vendorNames: lookups.vendorNames,
        routes: destinations,
      }),
    errorOf: (name) => form.errorOf(name),
    isNew,
    readOnly,
    seeFreight: permissions.seeFreight,
    selectGuard: guards.select,
    deny: denyAccess,
  };

  return (
    <section
      className={`trip-form card${readOnly ? ' trip-form--readonly' : ''}`}
      aria-busy={tripQuery.isFetching || undefined}
    >
      <TripFormHeader
        tripId={tripId}
        trip={trip}
        lastRecorded={isNew ? lastRecorded : null}
        readOnly={readOnly}
        loading={tripQuery.isFetching}
      />
      {draft.notice}
      {isNew && !readOnly && <ListsAge fetchedAt={fetchedAt} />}
      <TruckDocumentsNotice
        truckNumber={findKnown(lookups.truckNumbers, values.TruckNumber, truckKey) ?? null}
        tripDate={trip?.localDate}
      />
      {keyboard.repeatButton}
      <form
        className="trip-form__grid"
        onSubmit={submit}
        noValidate
        aria-label="Trip details"
        {...keyboard.formProps}
        {...guards.form}
      >
        {TRIP_INPUTS.map((input, index) => (
          <TripFormField key={index} input={input} context={context} />
        ))}
        {isNew && !readOnly && <TripPapersFields papers={papers} />}
        <TripSubmit busy={saving.busy} readOnly={readOnly} />
      </form>
      {saving.documentWarning}
      {saving.duplicateQuestion}
      {draft.leavePrompt}
    </section>
  );
}

/** The form's Submit; a read-only form offers nothing to submit. */
function TripSubmit({ busy, readOnly }: { busy: boolean; readOnly: boolean }) {
  return (
    <div className="trip-form__actions">
      <Button
        type="submit"
        busy={busy}
        busyLabel="Submitting..."
        disabled={readOnly}
        title={readOnly ? 'Read only: your profile cannot change trips' : undefined}
      >
        Submit
      </Button>
    </div>
  );
}
