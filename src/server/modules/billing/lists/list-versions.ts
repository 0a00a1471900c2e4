import type { FastifyRequest } from 'fastify';
import type { DB } from '../../../db/connection';
import type { ListVersion } from '../../../conditional-get';
import { scopesVersion } from '../../../list-versions';
import { tripListVersion } from '../../trips/for-billing';
import { isIsoDate } from '../../../../shared/common/dates';

/**
 * The versions the POST lists are revalidated by (conditional-get.ts): their trips, and the bills,
 * payments and vendors a row shows. A bill moves its trips (their bill id), and a trip edited after
 * it was billed marks its bill out of date, so every list here counts both.
 */

/** The trips' dates a body names, when both ends are plain dates; else every date (never too few). */
function tripDatesOf(request: FastifyRequest): { startDate?: string; endDate?: string } {
  const body = request.body as { startDate?: unknown; endDate?: unknown } | undefined;
  const startDate = body?.startDate || undefined;
  const endDate = body?.endDate || undefined;
  if ((startDate !== undefined && !isIsoDate(startDate)) || (endDate !== undefined && !isIsoDate(endDate)))
    return {};
  return { startDate, endDate };
}

const tripsAndMoney = async (db: DB, range: { startDate?: string; endDate?: string }) => {
  const [trips, money] = await Promise.all([
    tripListVersion(db, range),
    scopesVersion(db, ['bills', 'payments', 'vendors']),
  ]);
  return `${trips}/${money}`;
};

/** Billing's list: the acknowledged trips of the body's dates without a bill. */
export const BILLABLE_TRIPS: ListVersion = (db, request) => tripsAndMoney(db, tripDatesOf(request));

/**
 * Transactions (bills of some bill dates, whose trips may be of any date) and Revise Bill (a bill's
 * trips, or trips of some dates with their bills): every trip date.
 */
export const BILLS_WITH_TRIPS: ListVersion = (db) => tripsAndMoney(db, {});
