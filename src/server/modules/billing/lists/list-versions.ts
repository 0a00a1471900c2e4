import type { FastifyRequest } from 'fastify';
import type { DB } from '../../../db/connection';
import type { ListVersion } from '../../../conditional-get';
import { scopesVersion, scopesVersionOf, scopesVersionSql, type ListScope } from '../../../list-versions';
import { tripListVersion, type AlongWithPage } from '../../trips/for-billing';
import { isIsoDate } from '../../../../shared/common/dates';

/**
 * The versions the POST lists are revalidated by (conditional-get.ts): their trips, and the bills,
 * payments and vendors a row shows. A bill moves its trips (their bill id), and a trip edited after
 * it was billed marks its bill out of date, so every list here counts both.
 */

/** The trips' dates a body names, when both ends are plain dates; else every date (never too few). */
export function tripDatesOf(request: FastifyRequest): { startDate?: string; endDate?: string } {
  const body = request.body as { startDate?: unknown; endDate?: unknown } | undefined;
  const startDate = body?.startDate || undefined;
  const endDate = body?.endDate || undefined;
  if ((startDate !== undefined && !isIsoDate(startDate)) || (endDate !== undefined && !isIsoDate(endDate)))
    return {};
  return { startDate, endDate };
}

const MONEY: readonly ListScope[] = ['bills', 'payments', 'vendors'];

const tripsAndMoney = async (db: DB, range: { startDate?: string; endDate?: string }) => {
  const [trips, money] = await Promise.all([tripListVersion(db, range), scopesVersion(db, MONEY)]);
  return `${trips}/${money}`;
};

/** The bills', payments' and vendors' versions, read in a list page's own statement (trip-list-read.ts). */
export const MONEY_ALONG: AlongWithPage = { name: 'money', select: scopesVersionSql(MONEY) };

/** The version of such a page: its trips' version, and the money version its row read along. */
export const versionWithMoney = async (db: DB, read: { version: string; along: Record<string, unknown> }) =>
  `${read.version}/${await scopesVersionOf(db, read.along)}`;

/** Billing's list: the acknowledged trips of the body's dates without a bill. */
export const BILLABLE_TRIPS: ListVersion = (db, request) => tripsAndMoney(db, tripDatesOf(request));

/**
 * Transactions (bills of some bill dates, whose trips may be of any date) and Revise Bill (a bill's
 * trips, or trips of some dates with their bills): every trip date.
 */
export const BILLS_WITH_TRIPS: ListVersion = (db) => tripsAndMoney(db, {});
