import type { DB } from '../../db/connection';
import { badRequest, conflict } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { tdsRegister } from '../accounting/for-periods';
import { quarterRange, type Quarter } from '../../../shared/accounting/month-end';
import type { TdsRegister } from '../../../shared/accounting/wire';
import { todayInIndia } from '../../../shared/common/dates';
import { PERIOD_MESSAGES, periodLabel, quarterHasEnded } from '../../../shared/accounting/periods';
import type { PeriodClosure } from '../../../shared/accounting/periods-wire';
import { insertClosure, liveClosure, listClosures, lockPeriods, markReopened } from './repository';

const PERIOD_ENTITY = 'period';
const entityId = (fy: string, quarter: Quarter) => `${fy} ${quarter}`;

/**
 * Closing a quarter after its return is filed (accountant, admin) keeps its TDS register as it is
 * then; reopening (admin) takes a reason. Both hold the periods lock, so bill and payment changes
 * in flight are committed before the register is kept, and none lands in the quarter after.
 */
export function periodService(db: DB, clock: () => Date = () => new Date()) {
  return {
    list: (): Promise<PeriodClosure[]> => listClosures(db),

    /** The register as filed while the quarter is closed (saying so), else as it stands. */
    async tdsRegister(fy: string, quarter: Quarter): Promise<TdsRegister> {
      const closure = await liveClosure(db, fy, quarter);
      if (!closure) return tdsRegister(db, fy, quarter);
      return {
        ...closure.register,
        closed: { closedAt: closure.closedAt.toISOString(), closedBy: closure.closedBy },
      };
    },

    async close(
      actor: string,
      fy: string,
      quarter: Quarter,
    ): Promise<{ message: string; period: PeriodClosure }> {
      const label = periodLabel(fy, quarter);
      const { startDate, endDate } = quarterRange(fy, quarter);
      const now = clock();
      // A return is filed after the quarter ends; closing earlier would refuse the rest of it.
      if (!quarterHasEnded(fy, quarter, todayInIndia(now)))
        throw badRequest(PERIOD_MESSAGES.notEnded(label, endDate));
      return db.transaction().execute(async (trx) => {
        await lockPeriods(trx);
        if (await liveClosure(trx, fy, quarter)) throw conflict(PERIOD_MESSAGES.alreadyClosed(label));
        const register = await tdsRegister(trx, fy, quarter);
        await insertClosure(trx, {
          fy,
          quarter,
          startDate,
          endDate,
          closedBy: actor,
          closedAt: now,
          register,
        });
        await recordAudit(trx, {
          actor,
          entity: PERIOD_ENTITY,
          entityId: entityId(fy, quarter),
          action: 'close',
          after: {
            fy,
            quarter,
            totalCredited: register.totalCredited,
            totalTds: register.totalTds,
            rows: register.rows.length,
          },
        });
        const period = {
          fy,
          quarter,
          startDate,
          endDate,
          closedAt: now.toISOString(),
          closedBy: actor,
          reopenedAt: null,
          reopenedBy: null,
          reopenReason: null,
        };
        return { message: PERIOD_MESSAGES.closedDone(label), period };
      });
    },

    async reopen(
      actor: string,
      fy: string,
      quarter: Quarter,
      reason: string,
    ): Promise<{ message: string; period: PeriodClosure }> {
      const label = periodLabel(fy, quarter);
      const { startDate, endDate } = quarterRange(fy, quarter);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        await lockPeriods(trx);
        const closure = await liveClosure(trx, fy, quarter);
        if (!closure) throw conflict(PERIOD_MESSAGES.notClosed(label));
        await markReopened(trx, closure.id, actor, now, reason);
        const closed = { closedAt: closure.closedAt.toISOString(), closedBy: closure.closedBy };
        await recordAudit(trx, {
          actor,
          entity: PERIOD_ENTITY,
          entityId: entityId(fy, quarter),
          action: 'reopen',
          before: { fy, quarter, ...closed },
          after: { fy, quarter, reopenedBy: actor, reason },
        });
        const period = {
          fy,
          quarter,
          startDate,
          endDate,
          ...closed,
          reopenedAt: now.toISOString(),
          reopenedBy: actor,
          reopenReason: reason,
        };
        return { message: PERIOD_MESSAGES.reopened(label), period };
      });
    },
  };
}
