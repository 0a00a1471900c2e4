import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { BILL_RULE_MESSAGES, acknowledgeProblem } from '../../../shared/billing/checks';
import { can } from '../../../shared/auth/permissions';
import {
  TRIP_MESSAGES,
  findKnown,
  parseTripForm,
  truckKey,
  type TripLookups,
  type TripRecord,
} from '../../../shared/trips';
import { errorStatus, isNoResponse, serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../../permissions/selectors';
import { useNotify } from '../../ui/use-notify';
import { tripBody, type TripComputed, type TripFormState } from './trip-form-values';
import { useUpdateTripMutation, type CreateTripArgs } from './trips-api';
import { useCreateTripOnce } from './use-create-trip-once';
import { useDocumentWarningGate } from './use-document-warning-gate';
import { useDuplicateTripQuestion } from './use-duplicate-trip-question';
import { outboxAvailable } from './outbox/outbox-store';

type SaveResult =
  | { saved: 'created'; tripId: string | null }
  | { saved: 'updated' }
  /** No answer (offline, a timeout, a server failure): the trip goes to the outbox under its key. */
  | {
      saved: 'kept';
      key: string;
      body: TripCreateBody;
      /** The duplicate question was answered "save anyway" before the answer failed: not asked again. */
      confirmDuplicate: boolean;
      /** The server's reason when it failed (a 5xx); none when no answer came. */
      message?: string;
    }
  | null;

type TripCreateBody = Omit<CreateTripArgs, 'idempotencyKey' | 'confirmDuplicateTrip'>;

/** A failed POST /reports whose trip may still be stored later: no answer, a timeout, a 5xx. */
function sendLater(error: unknown): boolean {
  if (isNoResponse(error) || (error as { status?: unknown } | undefined)?.status === 'TIMEOUT_ERROR')
    return true;
  const status = errorStatus(error);
  return status !== undefined && status >= 500;
}

/**
 * Saves a checked trip form: first the expired-document warning, then POST /reports for
 * a new trip (stored once per Submit, use-create-trip-once.ts) or POST /api/trip for an existing
 * one; a duplicate trip is asked about; the server's message is shown either way.
 */
export function useTripSave(trip: TripRecord | undefined, tripId: string | undefined) {
  const auth = useAppSelector(selectAuth);
  const notify = useNotify();
  const documentGate = useDocumentWarningGate();
  const duplicates = useDuplicateTripQuestion();
  const createOnce = useCreateTripOnce();
  const [updateTrip, updateState] = useUpdateTripMutation();

  /** The server's number and Acknowledged rules (shared), checked before anything is sent. */
  function numbersProblem(form: TripFormState, computed: TripComputed, lookups: TripLookups): string | null {
    const parsed = parseTripForm(tripBody(form, computed, lookups, auth));
    if (!parsed.ok) return parsed.message;
    if (!trip || parsed.value.TransactionStatus !== 'Acknowledged') return null;
    const freight = can(auth.profile, 'seeFreight') ? computed.freight : undefined;
    const problem = acknowledgeProblem({ Weight: parsed.value.Weight, Freight: freight });
    return problem ? BILL_RULE_MESSAGES.cannotAcknowledge(trip.TripID, problem) : null;
  }

  async function save(
    form: TripFormState,
    computed: TripComputed,
    lookups: TripLookups,
  ): Promise<SaveResult> {
    const problem = numbersProblem(form, computed, lookups);
    if (problem) {
      notify.error(problem);
      return null;
    }
    // Under the name the form's notice asked about (the known truck's spelling), so its answer is reused.
    const truck = findKnown(lookups.truckNumbers, form.TruckNumber, truckKey) ?? form.TruckNumber;
    const documents = await documentGate.check(truck, trip?.localDate);
    if (documents === 'stop') return null;
    const body = {
      ...tripBody(form, computed, lookups, auth),
      ...(documents === 'confirmed' ? { DocumentWarningConfirmed: true } : {}),
    };
    if (!tripId) {
      // The trip moves to the outbox with its key; the form's next Submit is a new trip.
      let confirmDuplicate = false;
      const keep = (failure?: Parameters<typeof serverMessage>[0]): SaveResult => {
        const key = createOnce.key();
        createOnce.forget();
        const failed = failure !== undefined && (errorStatus(failure) ?? 0) >= 500;
        const message = failed ? (serverMessage(failure) ?? AUTH_MESSAGES.unexpected) : undefined;
        return { saved: 'kept', key, body, confirmDuplicate, ...(message ? { message } : {}) };
      };
      if (outboxAvailable() && !navigator.onLine) return keep();
      const result = await duplicates.sendAsking((confirm) => {
        confirmDuplicate = confirm.confirmDuplicateTrip === true;
        return createOnce.send({ ...body, ...confirm });
      });
      // Cancelled: the form stays as typed; its next Submit is a new trip.
      if (result === 'cancelled') {
        createOnce.forget();
        return null;
      }
      if ('error' in result && outboxAvailable() && sendLater(result.error)) return keep(result.error);
      if ('error' in result) {
        notify.error(
          serverMessage(result.error) ??
            (isNoResponse(result.error) ? AUTH_MESSAGES.noResponse : AUTH_MESSAGES.unexpected),
        );
        return null;
      }
      const created = result.data.TripID ?? null;
      notify.success(TRIP_MESSAGES.savedNotice(result.data.message, created));
      return { saved: 'created', tripId: created };
    }
    const result = await duplicates.sendAsking((confirm) =>
      updateTrip({ ...body, ...confirm, TripID: tripId }),
    );
    if (result === 'cancelled') return null;
    if ('error' in result) {
      notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.updateFailed);
      return null;
    }
    notify.success(result.data.message);
    return { saved: 'updated' };
  }

  return {
    save,
    busy: createOnce.busy || updateState.isLoading,
    documentWarning: documentGate.modal,
    duplicateQuestion: duplicates.modal,
  };
}
