import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { BILL_RULE_MESSAGES, acknowledgeProblem } from '../../../shared/billing/checks';
import { can } from '../../../shared/auth/permissions';
import { TRIP_MESSAGES, parseTripForm, type TripLookups, type TripRecord } from '../../../shared/trips';
import { isNoResponse, serverMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../../permissions/selectors';
import { useNotify } from '../../ui/use-notify';
import { tripBody, type TripComputed, type TripFormState } from './trip-form-values';
import { useCreateTripMutation, useUpdateTripMutation } from './trips-api';
import { useDocumentWarningGate } from './use-document-warning-gate';

type SaveResult = { saved: 'created'; tripId: string | null } | { saved: 'updated' } | null;

/**
 * Saves a checked trip form: first the expired-document warning, then POST /reports for
 * a new trip or POST /api/trip for an existing one; the server's message is shown either way.
 */
export function useTripSave(trip: TripRecord | undefined, tripId: string | undefined) {
  const auth = useAppSelector(selectAuth);
  const notify = useNotify();
  const documentGate = useDocumentWarningGate();
  const [createTrip, createState] = useCreateTripMutation();
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
    const documents = await documentGate.check(form.TruckNumber, trip?.localDate);
    if (documents === 'stop') return null;
    const body = {
      ...tripBody(form, computed, lookups, auth),
      ...(documents === 'confirmed' ? { DocumentWarningConfirmed: true } : {}),
    };
    if (!tripId) {
      const result = await createTrip(body);
      if ('error' in result) {
        notify.error(
          serverMessage(result.error) ??
            (isNoResponse(result.error) ? AUTH_MESSAGES.noResponse : AUTH_MESSAGES.unexpected),
        );
        return null;
      }
      notify.success(result.data.message);
      return { saved: 'created', tripId: result.data.TripID ?? null };
    }
    const result = await updateTrip({ ...body, TripID: tripId });
    if ('error' in result) {
      notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.updateFailed);
      return null;
    }
    notify.success(result.data.message);
    return { saved: 'updated' };
  }

  return { save, busy: createState.isLoading || updateState.isLoading, documentWarning: documentGate.modal };
}
