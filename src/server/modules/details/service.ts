import type { DB } from '../../db/connection';
import { listAudit } from '../audit/for-details';
import { billTallyState } from '../accounting/for-details';
import { billWithRevisions, type BookedRevision } from '../billing/for-details';
import { paymentService } from '../payments/for-details';
import { tripService } from '../trips/for-details';
import { notFound } from '../../http-errors';
import { can } from '../../../shared/auth/permissions';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { fromPaise, toPaise } from '../../../shared/common/money';
import { tripChangeWords, tripStatusAfter } from '../../../shared/details/history';
import type { BillDetail, TripDetail } from '../../../shared/details/wire';

interface Actor {
  username: string;
  profile: string;
}

/** The trip page and the bill page: each reads what the owning modules already answer, and adds no sums. */
export function detailService(db: DB, clock: () => Date = () => new Date()) {
  const trips = tripService(db, clock);
  const payments = paymentService(db, clock);

  return {
    /** The trip (404 unknown, 403 not readable, as GET /api/trip), its changes, and for money profiles its bill. */
    async trip(actor: Actor, tripId: string): Promise<TripDetail> {
      const trip = await trips.get(actor, tripId);
      const entries = await listAudit(db, 'trip', trip.TripID);
      const history = entries.map((entry) => ({
        at: entry.at.toISOString(),
        actor: entry.actor,
        what: tripChangeWords(entry),
        status: tripStatusAfter(entry),
      }));
      const billId = trip.BillId;
      if (!billId || !can(actor.profile, 'seeFreight')) return { trip, history, bill: null, payments: [] };
      const { billId: id, billDate, net, paid, outstanding, status } = await payments.status(billId);
      return {
        trip,
        history,
        bill: { billId: id, billDate, net, paid, outstanding, status },
        payments: await payments.list(billId),
      };
    },

    /** The bill (cancelled ones too; 404 unknown): its current trips, every revision, payments, TDS and Tally state. */
    async bill(billId: string): Promise<BillDetail> {
      const found = await billWithRevisions(db, billId);
      if (!found) throw notFound(BILLING_MESSAGES.billNotFound);
      const { bill, revisions } = found;
      const current = revisions.find((r) => r.revision === bill.currentRevision) ?? revisions.at(-1);
      return {
        billId: bill.billId,
        vendor: bill.vendor,
        billDate: bill.billDate,
        cancelledAt: bill.cancelledAt?.toISOString() ?? null,
        currentRevision: bill.currentRevision,
        money: await payments.status(bill.billId),
        trips: (current?.lines ?? []).map((line) => ({
          tripId: line.tripId,
          localDate: line.localDate,
          truckNumber: line.truckNumber,
          destinationFrom: line.destinationFrom,
          destinationTo: line.destinationTo,
          weight: line.weight,
          actualWeight: line.actualWeight,
          freight: line.freight,
          tds: line.tds,
          amount: line.amount,
        })),
        revisions: revisions.map((revision, i) =>
          revisionChange(revision, revisions[i - 1], bill.currentRevision),
        ),
        payments: await payments.list(bill.billId),
        tds: revisions.map((r) => ({
          revision: r.revision,
          bookedOn: r.bookedOn,
          rate: r.tdsTerms?.rate ?? null,
          section206AA: r.tdsTerms?.section206AA ?? false,
          panStatus: r.tdsTerms?.panStatus ?? null,
          tds: r.totals.tds,
          chargesTds: r.tdsTerms?.chargesTds ?? 0,
        })),
        tally: await billTallyState(db, bill.billId),
      };
    },
  };
}

/** A revision as the bill page lists it: what it stored and what changed from the one before. */
function revisionChange(
  revision: BookedRevision,
  before: BookedRevision | undefined,
  currentRevision: number,
) {
  const trips = revision.lines.map((l) => l.tripId);
  const earlier = new Set(before?.lines.map((l) => l.tripId) ?? []);
  const now = new Set(trips);
  return {
    revision: revision.revision,
    createdAt: revision.createdAt.toISOString(),
    createdBy: revision.createdBy,
    tripCount: revision.totals.tripCount,
    netAmount: revision.totals.netAmount,
    totalTds: revision.totals.tds,
    remarks: revision.remarks,
    addedTrips: trips.filter((t) => !earlier.has(t)),
    removedTrips: [...earlier].filter((t) => !now.has(t)),
    // In paise, so two stored amounts subtract without a float remainder.
    netChange: before
      ? fromPaise(toPaise(revision.totals.netAmount) - toPaise(before.totals.netAmount))
      : null,
    current: revision.revision === currentRevision,
  };
}
