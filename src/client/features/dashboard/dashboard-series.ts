import { DateTime } from 'luxon';
import { OTHER_VENDORS, reportsSearch } from '../../../shared/dashboard/summary';
import type { DashboardData } from '../../../shared/dashboard/overview-wire';
import { BUSINESS_ZONE } from '../../../shared/common/dates';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../../../shared/trips';
import { documentLabel } from '../../../shared/masters/vehicle';

/**
 * The charts' and tables' rows, worked out once from the API answer so both views show the same
 * numbers, each with the Reports search its bar opens.
 */
export type DayRow = { date: string; label: string; link: string; total: number } & Record<
  TransactionStatus,
  number
>;

export function dayRows(data: DashboardData): DayRow[] {
  const rows: DayRow[] = [];
  for (
    let day = DateTime.fromISO(data.from, { zone: BUSINESS_ZONE });
    day.toISODate()! <= data.today;
    day = day.plus({ days: 1 })
  ) {
    const date = day.toISODate()!;
    const counts = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, 0])) as Record<
      TransactionStatus,
      number
    >;
    for (const d of data.tripsPerDay) if (d.date === date) counts[d.status] += d.trips;
    const total = TRANSACTION_STATUSES.reduce((sum, s) => sum + counts[s], 0);
    rows.push({
      date,
      label: day.toFormat('dd MMM'),
      link: reportsSearch({ startDate: date, endDate: date }),
      total,
      ...counts,
    });
  }
  return rows;
}

export interface VendorRow {
  name: string;
  trips: number;
  freight: number;
  netPayable: number;
  link: string;
}

export function vendorRows(data: DashboardData): VendorRow[] {
  return (data.vendors ?? []).map((v) => ({
    name: v.vendor ?? OTHER_VENDORS,
    trips: v.trips,
    freight: v.freight,
    netPayable: v.netPayable,
    link: reportsSearch({ startDate: data.monthStart, endDate: data.today, vendor: v.vendor }),
  }));
}

export interface RouteRow {
  name: string;
  trips: number;
  freight?: number;
  link: string;
}

export function routeRows(data: DashboardData): RouteRow[] {
  const link = reportsSearch({ startDate: data.from, endDate: data.today });
  return data.routes.map((r) => ({
    name: `${r.from} → ${r.to}`,
    trips: r.trips,
    ...(r.freight !== undefined ? { freight: r.freight } : {}),
    link,
  }));
}

export interface BillingRow {
  name: string;
  trips: number;
  amount: number;
  link: string;
}

export function billingRows(data: DashboardData): BillingRow[] {
  const link = reportsSearch({ startDate: data.monthStart, endDate: data.today });
  return (data.billing ?? []).map((b) => ({
    name: b.status === 'Billed' ? 'Billed' : 'Acknowledged, not billed',
    trips: b.trips,
    amount: b.amount,
    link,
  }));
}

export interface DocumentRow {
  name: string;
  count: number;
}

/** Documents expiring in the next 30 days, counted per document type (the chart) . */
export function documentRows(data: DashboardData): DocumentRow[] {
  const counts = new Map<string, number>();
  for (const d of data.expiringDocuments)
    counts.set(documentLabel(d.field_name), (counts.get(documentLabel(d.field_name)) ?? 0) + 1);
  return [...counts.entries()].map(([name, count]) => ({ name, count }));
}
