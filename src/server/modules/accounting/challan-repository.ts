import type { Selectable } from 'kysely';
import type { DB } from '../../db/connection';
import type { TdsChallansTable } from './challan-tables';
import type { ChallanInput } from '../../../shared/accounting/tds-challans';
import type { Challan } from '../../../shared/accounting/tds-challans-wire';
import { lawOfMonth } from '../../../shared/accounting/law-in-force';
import { fromPaise, toPaise } from '../../../shared/common/money';

/** The unique index of a challan's receipt (BSR code, date of deposit, serial). */
export const CHALLAN_RECEIPT_INDEX = 'tds_challans_receipt_idx';

const COLUMNS = [
  'id',
  'bsr_code',
  'deposit_date',
  'serial',
  'section',
  'deduction_month',
  'tax',
  'interest',
  'fee',
  'minor_head',
  'recorded_by',
  'recorded_at',
] as const;

type ChallanRow = Selectable<TdsChallansTable>;

function toChallan(r: ChallanRow): Challan {
  return {
    id: r.id,
    bsrCode: r.bsr_code,
    depositDate: r.deposit_date,
    serial: r.serial,
    section: r.section,
    month: r.deduction_month,
    tax: Number(r.tax),
    interest: Number(r.interest),
    fee: Number(r.fee),
    total: fromPaise(toPaise(r.tax) + toPaise(r.interest) + toPaise(r.fee)),
    minorHead: r.minor_head,
    recordedBy: r.recorded_by,
    recordedAt: r.recorded_at.toISOString(),
  };
}

/** TDS challans (migration 026), as domain objects. */
export function challanRepository(db: DB) {
  return {
    /** The challans paying these months of deduction, in the order they pay. */
    async forMonths(months: readonly string[]): Promise<Challan[]> {
      if (months.length === 0) return [];
      const rows = await db
        .selectFrom('tds_challans')
        .select(COLUMNS)
        .where('deduction_month', 'in', months)
        .orderBy('deduction_month')
        .orderBy('deposit_date')
        .orderBy('serial')
        .orderBy('id')
        .execute();
      return rows.map(toChallan);
    },

    async find(id: number): Promise<Challan | null> {
      const row = await db.selectFrom('tds_challans').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toChallan(row) : null;
    },

    async insert(input: ChallanInput, actor: string): Promise<Challan> {
      const row = await db
        .insertInto('tds_challans')
        .values({
          bsr_code: input.bsrCode,
          deposit_date: input.depositDate,
          serial: input.serial,
          section: input.section,
          deduction_month: input.month,
          tax: input.tax,
          interest: input.interest,
          fee: input.fee,
          minor_head: lawOfMonth(input.month).minorHead,
          recorded_by: actor,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toChallan(row);
    },

    /** True when a challan was deleted. */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('tds_challans').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
