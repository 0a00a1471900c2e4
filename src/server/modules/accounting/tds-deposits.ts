import type { DB } from '../../db/connection';
import { conflict, notFound } from '../../http-errors';
import { isUniqueViolation } from '../../db/rows';
import type { TdsRegister } from '../../../shared/accounting/wire';
import { CHALLAN_MESSAGES, quarterMonths, type ChallanInput } from '../../../shared/accounting/tds-challans';
import type { Challan } from '../../../shared/accounting/tds-challans-wire';
import { allocateDeposits, splitRow } from '../../../shared/accounting/tds-allocation';
import type { ChallanList, TdsRegisterWithDeposits } from '../../../shared/accounting/tds-challans-wire';
import { recordAudit } from '../audit/public';
import { requireOpenDay } from '../periods/for-bookings';
import { CHALLAN_RECEIPT_INDEX, challanRepository } from './challan-repository';

const CHALLAN_ENTITY = 'challan';

/** A challan is part of the return of its month's quarter: once that quarter is closed (filed), its challans stay as filed. */
const requireOpenMonth = (trx: DB, month: string) => requireOpenDay(trx, `${month}-01`, 'challan');

/** What the audit log keeps of a challan. */
const auditOf = ({ id: _id, recordedAt: _at, ...challan }: Challan) => challan;

/**
 * TDS deposits: challans recorded and deleted (audited), and the quarter's deductions allocated
 * to them by the shared rule, for the register, the Challans panel and the Dashboard.
 */
export function tdsDeposits(db: DB) {
  /**
   * The register's rows with the challan each is allocated to (a row spanning two challans listed
   * once per challan, as the return files it), and the quarter's challans and months.
   */
  async function withDeposits(register: TdsRegister): Promise<TdsRegisterWithDeposits> {
    const months = quarterMonths(register.fy, register.quarter);
    const challans = await challanRepository(db).forMonths(months);
    const allocation = allocateDeposits(register.rows, challans, months);
    return {
      ...register,
      rows: register.rows.flatMap((row, i) => splitRow(row, allocation.rows[i])),
      challans,
      months: allocation.months,
    };
  }

  return {
    withDeposits,

    /** The quarter's challans and each month's deducted, deposited and balance. */
    async list(register: TdsRegister): Promise<ChallanList> {
      const { challans, months } = await withDeposits(register);
      return { challans, months };
    },

    async record(actor: string, input: ChallanInput): Promise<Challan> {
      try {
        return await db.transaction().execute(async (trx) => {
          await requireOpenMonth(trx, input.month);
          const challan = await challanRepository(trx).insert(input, actor);
          await recordAudit(trx, {
            actor,
            entity: CHALLAN_ENTITY,
            entityId: challan.id,
            action: 'create',
            after: auditOf(challan),
          });
          return challan;
        });
      } catch (error) {
        // The receipt's unique index decides, so two clerks entering one challan at once get one row.
        if (isUniqueViolation(error, CHALLAN_RECEIPT_INDEX))
          throw conflict(CHALLAN_MESSAGES.duplicate(input));
        throw error;
      }
    },

    async remove(actor: string, id: number): Promise<Challan> {
      return db.transaction().execute(async (trx) => {
        const challan = await challanRepository(trx).find(id);
        if (!challan) throw notFound(CHALLAN_MESSAGES.notFound);
        await requireOpenMonth(trx, challan.month);
        if (!(await challanRepository(trx).remove(id))) throw notFound(CHALLAN_MESSAGES.notFound);
        await recordAudit(trx, {
          actor,
          entity: CHALLAN_ENTITY,
          entityId: id,
          action: 'delete',
          before: auditOf(challan),
        });
        return challan;
      });
    },
  };
}
