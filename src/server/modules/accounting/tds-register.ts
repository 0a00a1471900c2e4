import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { TDS_SECTION, quarterRange, type Quarter, type TdsRegister, type TdsRegisterRow, type TdsVendorTotal } from '../../../shared/accounting';
import { fromPaise, tdsPaise, toPaise } from '../../../shared/money';
import { REASON_194C6, SECTION_206AA_RATE, deducteeTypeOf, panStatus, type PanStatus } from '../../../shared/tdsRule';
import { nameKey as vendorKey } from '../../../shared/text-rules';
import { vendorTdsWarnings } from '../../../shared/vendorTds';
import { toRemarks } from '../billing/bill-rows';

/**
 * The TDS register (Form 26Q layout): the quarter's live bills per vendor, bill and rate, from
 * their live lines and their positive remarks (charges credited). Each row says how its TDS was
 * decided (stored with the revision since migration 020; derived from the PAN for older ones).
 */

interface Group {
  billId: string;
  vendor: string;
  billDate: string;
  pan: string;
  rate: number;
  creditedPaise: number;
  tdsPaise: number;
  panStatus: PanStatus;
  section206AA: boolean;
  reasonCode: string;
}

// The vendor's PAN now: the master row's (even when emptied), the bill's copy only without one.
const panNow = sql<string>`coalesce(vendors.pan, bill_revisions.vendor_pan, '')`;

async function lines(db: DB, startDate: string, endDate: string) {
  return db
    .selectFrom('bills')
    .innerJoin('bill_revisions', (join) => join.onRef('bill_revisions.bill_id', '=', 'bills.id').onRef('bill_revisions.revision', '=', 'bills.current_revision'))
    .innerJoin('bill_lines', (join) => join.onRef('bill_lines.bill_revision_id', '=', 'bill_revisions.id'))
    .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select([
      'bills.bill_id', 'bills.vendor', 'bills.bill_date', panNow.as('pan'), 'bill_lines.tds_rate', 'bill_lines.freight', 'bill_lines.tds',
      'bill_revisions.remarks', 'bill_revisions.charges_tds', 'bill_revisions.tds_rate as bill_rate', 'bill_revisions.tds_section_206aa',
      'bill_revisions.tds_reason_code', 'bill_revisions.pan_status',
      'vendors.tds_rate as vendor_rate', 'vendors.declaration_194c6_date', 'vendors.goods_carriages',
    ])
    .where('bills.cancelled_at', 'is', null)
    .where('bills.bill_date', '>=', startDate)
    .where('bills.bill_date', '<=', endDate)
    .orderBy('bills.bill_date')
    .orderBy('bills.id')
    .orderBy('bill_lines.line_no')
    .execute();
}

type Line = Awaited<ReturnType<typeof lines>>[number];

/** What the law asked less what was deducted: 20% without a valid PAN (no 194C(6) declaration). */
function shortPaise(g: Group): number {
  if (g.panStatus === 'VALID' || g.reasonCode === REASON_194C6) return 0;
  return Math.max(0, tdsPaise(fromPaise(g.creditedPaise), SECTION_206AA_RATE) - g.tdsPaise);
}

function groupsOf(rows: Line[]): Group[] {
  const groups = new Map<string, Group>();
  const charged = new Set<string>();
  const groupFor = (r: Line, rate: number) => {
    const key = `${r.bill_id}|${rate}`;
    const stored = r.bill_rate !== null;
    const group = groups.get(key) ?? {
      billId: r.bill_id, vendor: r.vendor, billDate: r.bill_date, pan: r.pan, rate, creditedPaise: 0, tdsPaise: 0,
      panStatus: stored ? ((r.pan_status ?? 'VALID') as PanStatus) : panStatus(r.pan),
      section206AA: r.tds_section_206aa === true,
      reasonCode: r.tds_reason_code ?? '',
    };
    groups.set(key, group);
    return group;
  };
  for (const r of rows) {
    const line = groupFor(r, Number(r.tds_rate));
    line.creditedPaise += toPaise(r.freight);
    line.tdsPaise += toPaise(r.tds);
    // Positive remarks are credited at the bill's rate (bills made under the rule), once per bill.
    if (r.bill_rate !== null && !charged.has(r.bill_id)) {
      charged.add(r.bill_id);
      const bill = groupFor(r, Number(r.bill_rate));
      bill.creditedPaise += toRemarks(r.remarks).reduce((s, m) => s + Math.max(0, toPaise(m.amount)), 0);
      bill.tdsPaise += toPaise(r.charges_tds);
    }
  }
  return [...groups.values()];
}

export async function tdsRegister(db: DB, fy: string, quarter: Quarter): Promise<TdsRegister> {
  const { startDate, endDate } = quarterRange(fy, quarter);
  const found = await lines(db, startDate, endDate);
  const groups = groupsOf(found);
  const rows: (TdsRegisterRow & { short: number; creditedPaise: number; tdsPaise: number })[] = groups
    .map((g) => ({
      vendor: g.vendor, pan: g.pan, panMissing: g.panStatus !== 'VALID', billId: g.billId, section: TDS_SECTION, dateOfCredit: g.billDate,
      amountCredited: fromPaise(g.creditedPaise), tdsRate: g.rate, tds: fromPaise(g.tdsPaise), panStatus: g.panStatus,
      section206AA: g.section206AA, reasonCode: g.reasonCode, shortDeducted: fromPaise(shortPaise(g)),
      short: shortPaise(g), creditedPaise: g.creditedPaise, tdsPaise: g.tdsPaise,
    }))
    .sort((a, b) => a.vendor.localeCompare(b.vendor) || a.dateOfCredit.localeCompare(b.dateOfCredit) || a.billId.localeCompare(b.billId));

  // The vendor's set-up now (its master row), for the total row's PAN, flag and warnings.
  const masters = new Map(found.map((r) => [vendorKey(r.vendor), r]));
  const vendors = new Map<string, TdsVendorTotal & { c: number; t: number; s: number }>();
  for (const row of rows) {
    const key = vendorKey(row.vendor);
    const master = masters.get(key)!;
    const status = panStatus(master.pan);
    const v = vendors.get(key) ?? {
      vendor: row.vendor, pan: master.pan, panMissing: status !== 'VALID', panStatus: status, amountCredited: 0, tds: 0, shortDeducted: 0,
      deducteeCode: deducteeTypeOf(master.pan)?.code ?? '',
      warnings:
        master.vendor_rate === null
          ? []
          : vendorTdsWarnings({ tdsRate: master.vendor_rate, pan: master.pan, declaration194C6Date: master.declaration_194c6_date ?? '', goodsCarriages: master.goods_carriages }),
      c: 0, t: 0, s: 0,
    };
    v.c += row.creditedPaise;
    v.t += row.tdsPaise;
    v.s += row.short;
    vendors.set(key, v);
  }
  const sum = (pick: (r: (typeof rows)[number]) => number) => fromPaise(rows.reduce((s, r) => s + pick(r), 0));
  return {
    fy, quarter, startDate, endDate,
    rows: rows.map(({ short: _s, creditedPaise: _c, tdsPaise: _t, ...row }) => row),
    vendors: [...vendors.values()].map(({ c, t, s, ...v }) => ({ ...v, amountCredited: fromPaise(c), tds: fromPaise(t), shortDeducted: fromPaise(s) })),
    totalCredited: sum((r) => r.creditedPaise),
    totalTds: sum((r) => r.tdsPaise),
    totalShortDeducted: sum((r) => r.short),
  };
}
