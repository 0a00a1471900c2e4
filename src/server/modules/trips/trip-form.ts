import type { TripFormInput } from '../../../shared/trips/wire';
import type { DB } from '../../db/connection';
import { badRequest, conflict } from '../../http-errors';
import { tdsDecision } from '../../../shared/accounting/tds-rule';
import { tdsFactsOf } from '../../../shared/masters/vendor-tds';
import { BILL_RULE_MESSAGES, acknowledgeProblem } from '../../../shared/billing/checks';
import { freightFor } from '../../../shared/common/money';
import { checkStatusKept } from '../../../shared/trips/access';
import { cannotAcknowledgeMessage, weighedProblem } from '../../../shared/trips/acknowledge';
import {
  TRIP_MESSAGES,
  checkTripSubmit,
  destinationKey,
  differenceInWeight,
  parseTripForm,
  parseTripText,
  truckKey,
  vendorKey,
  type TripFormValues,
} from '../../../shared/trips';
import type { Trip, TripValues } from './trip-rows';
import { readTripMasterData } from './trip-master-data';
import type { StatementRunner } from '../../plugins/session-in-statement';
import type { DocumentDatesOf } from '../vehicles/public';
import type { DocumentBlocking } from '../../../shared/masters/document-warnings';

/** An Acknowledged trip has a weight and a freight above zero (shared/billing/checks.ts); else 400 naming it. */
export function requireAcknowledgeable(tripId: string, weight: number | null, freight: number): void {
  const problem = acknowledgeProblem({ Weight: weight, Freight: freight });
  if (problem) throw badRequest(BILL_RULE_MESSAGES.cannotAcknowledge(tripId, problem));
}

/** A trip made Acknowledged has an Actual Weight above zero (shared/trips/acknowledge.ts); else 400 naming it. */
export function requireWeighed(tripId: string, actualWeight: number | null): void {
  const problem = weighedProblem(actualWeight);
  if (problem) throw badRequest(cannotAcknowledgeMessage(tripId, problem));
}

/** The trip form's fields the submit checks read, from the body as sent. */
function submitFieldsOf(body: Record<string, unknown>) {
  return {
    TruckNumber: parseTripText(body.TruckNumber),
    Vendor: parseTripText(body.Vendor),
    DestinationFrom: parseTripText(body.DestinationFrom),
    DestinationTo: parseTripText(body.DestinationTo),
    TruckType: parseTripText(body.TruckType),
    TransactionStatus: parseTripText(body.TransactionStatus),
  };
}

const sameNumber = (a: number | null, b: number | null) => a === b;

/** The trip form's changes a Billed trip refuses: its status and everything its amount depends on. */
function changesBilledMoney(current: Trip, form: TripFormValues): boolean {
  return (
    form.TransactionStatus !== 'Billed' ||
    vendorKey(form.Vendor) !== vendorKey(current.vendor) ||
    destinationKey(form.DestinationFrom) !== destinationKey(current.destinationFrom) ||
    destinationKey(form.DestinationTo) !== destinationKey(current.destinationTo) ||
    !sameNumber(form.Weight, current.weight) ||
    !sameNumber(form.DieselAmount, current.dieselAmount) ||
    !sameNumber(form.Advance, current.advance) ||
    !sameNumber(form.Toll, current.toll) ||
    !sameNumber(form.Adblue, current.adblue) ||
    !sameNumber(form.Greasing, current.greasing)
  );
}

/**
 * Checks a trip form (SPEC.md section 5 order, then numbers) and works out the values to store.
 * On update, the trip's own stored truck/vendor/destinations still count as known even if that
 * master data was archived since, so an old trip can still be corrected.
 */
export async function resolveTripForm(
  trx: DB,
  body: TripFormInput,
  current: Trip | null,
  run?: StatementRunner,
): Promise<{
  form: TripFormValues;
  values: Omit<TripValues, 'username' | 'profile' | 'localDate' | 'localTime' | 'actualWeight'>;
  /** The stored truck's documents and the admin's blocking, for the document check. */
  truckDocuments: DocumentDatesOf[];
  blocking: DocumentBlocking;
}> {
  const source: Record<string, unknown> = body;
  const submit = submitFieldsOf(source);
  const typed = {
    TruckNumber: (submit.TruckNumber ?? '').toUpperCase(),
    Vendor: submit.Vendor ?? '',
    DestinationFrom: submit.DestinationFrom ?? '',
    DestinationTo: submit.DestinationTo ?? '',
  };
  const master = await readTripMasterData(trx, typed, current?.vehicleId ?? null, run);
  const keep = <T>(same: boolean, value: T) => (current && same ? [value] : []);
  const sameTruck = current !== null && truckKey(typed.TruckNumber) === truckKey(current.truckNumber);
  const sameVendor = current !== null && vendorKey(typed.Vendor) === vendorKey(current.vendor);
  const sameFrom =
    current !== null && destinationKey(typed.DestinationFrom) === destinationKey(current.destinationFrom);
  const sameTo =
    current !== null && destinationKey(typed.DestinationTo) === destinationKey(current.destinationTo);
  const problem = checkTripSubmit(
    submit,
    {
      truckNumbers: [
        ...(master.vehicle ? [master.vehicle.truckNo] : []),
        ...keep(sameTruck, current?.truckNumber ?? ''),
      ],
      vendorNames: [
        ...(master.vendor ? [master.vendor.companyName] : []),
        ...keep(sameVendor, current?.vendor ?? ''),
      ],
      origins: [...(master.origin ? [master.origin] : []), ...keep(sameFrom, current?.destinationFrom ?? '')],
      destinations: [
        ...(master.destination ? [master.destination] : []),
        ...keep(sameTo, current?.destinationTo ?? ''),
      ],
    },
    { isNew: current === null },
  );
  if (problem) throw badRequest(problem.message);
  const parsed = parseTripForm(source);
  if (!parsed.ok) throw badRequest(parsed.message);
  const form = parsed.value;

  // The form never moves the status (row edit and billing do); a different one is refused.
  const statusProblem = current ? checkStatusKept(current.transactionStatus, form.TransactionStatus) : null;
  if (statusProblem) throw badRequest(statusProblem);
  if (current?.transactionStatus === 'Billed') {
    if (changesBilledMoney(current, form)) throw conflict(TRIP_MESSAGES.billedLocked);
  } else if (form.TransactionStatus === 'Billed') {
    // Billed is reached only by generating a bill.
    throw badRequest(TRIP_MESSAGES.invalidStatus);
  }

  // Stored in the master data's spelling (or the trip's own, when unchanged and since archived).
  const truckNumber = master.vehicle?.truckNo ?? current!.truckNumber;
  const vendor = master.vendor?.companyName ?? current!.vendor;
  const destinationFrom = master.origin ?? current!.destinationFrom;
  const destinationTo = master.destination ?? current!.destinationTo;
  const samePair = sameFrom && sameTo;
  let rate = master.pair?.rate ?? (samePair ? current!.rate : 0);
  // The rate a bill of this vendor applies (section 206AA, 194C(6)): what the form's TDS Rate shows.
  const appliedRate = master.vendor ? tdsDecision(tdsFactsOf(master.vendor), master.tdsRule).rate : null;
  let tdsRate = appliedRate ?? (sameVendor ? current!.tdsRate : 0);
  let freight = freightFor(rate, form.Weight);
  if (current?.transactionStatus === 'Billed') {
    // The bill was made with these; only Revise Bill may change them.
    ({ rate, tdsRate, freight } = current);
  }
  if (current && form.TransactionStatus === 'Acknowledged')
    requireAcknowledgeable(current.tripId, form.Weight, freight);
  const vehicleId = master.vehicle?.id ?? (sameTruck ? current!.vehicleId : null);
  return {
    form,
    truckDocuments: master.documents.filter((d) => vehicleId !== null && d.vehicleId === vehicleId),
    blocking: master.blocking,
    values: {
      truckNumber,
      vehicleId,
      doNumber: form.DONumber,
      driverName: form.DriverName,
      vendor,
      vendorId: master.vendor ? Number(master.vendor.id) : sameVendor ? current!.vendorId : null,
      destinationFrom,
      destinationTo,
      truckType: form.TruckType as Trip['truckType'],
      transactionStatus: form.TransactionStatus as Trip['transactionStatus'],
      weight: form.Weight,
      differenceInWeight: differenceInWeight(form.Weight, current?.actualWeight ?? null),
      rate,
      freight,
      tdsRate,
      dieselAmount: form.DieselAmount,
      dieselSlipNumber: form.DieselSlipNumber,
      advance: form.Advance,
      toll: form.Toll,
      adblue: form.Adblue,
      greasing: form.Greasing,
      short: current?.short ?? null,
    },
  };
}
