import type { DB } from '../../db/connection';
import { badRequest, conflict } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { queueQuarterTds } from '../mail/for-periods';
import type { MailSetup } from '../mail/public';
import { tdsRegister } from '../accounting/for-periods';
import { firstBillDate } from '../billing/for-periods';
import { quarterRange, type Quarter } from '../../../shared/accounting/month-end';
import type { TdsRegister } from '../../../shared/accounting/wire';
import { todayInIndia } from '../../../shared/common/dates';
import { PERIOD_MESSAGES, periodLabel, quarterHasEnded } from '../../../shared/accounting/periods';
import type { z } from 'zod';
import type { PeriodClosure, periodChangedAnswer } from '../../../shared/accounting/periods-wire';
import { insertClosure, liveClosure, listClosures, lockPeriods, markReopened } from './repository';

const PERIOD_ENTITY = 'period';
const entityId = (fy: string, quarter: Quarter) => `${fy} ${quarter}`;

type PeriodChanged = z.infer<typeof periodChangedAnswer>;

/** What a closure change knows of its quarter: the label, its dates, and the time of the change. */
interface QuarterFacts {
  label: string;
  startDate: string;
  endDate: string;
  now: Date;
}

/** What a closure change answers: its message, its audit values, and the closure's fields beyond the quarter's. */
interface ClosureChange {
  message: string;
  audit: { before?: unknown; after: unknown };
  state: Omit<PeriodClosure, 'fy' | 'quarter' | 'startDate' | 'endDate'>;
}

/**
 * Closing a quarter after its return is filed (accountant, admin) keeps its TDS register as it is
 * then; reopening (admin) takes a reason. Both hold the periods lock, so bill and payment changes
 * in flight are committed before the register is kept, and none lands in the quarter after.
 */
export function periodService(db: DB, clock: () => Date = () => new Date(), mail?: MailSetup) {
  /**
   * A change to the quarter's closure: one transaction holding the periods lock, with its audit
   * entry. `change` answers the message, the audit's values and the closure's fields as they now stand.
   */
  function changeClosure(
    actor: string,
    fy: string,
    quarter: Quarter,
    action: 'close' | 'reopen',
    change: (trx: DB, period: QuarterFacts) => Promise<ClosureChange>,
  ): Promise<PeriodChanged> {
    const facts = { label: periodLabel(fy, quarter), ...quarterRange(fy, quarter), now: clock() };
    return db.transaction().execute(async (trx) => {
      await lockPeriods(trx);
      const { message, audit, state } = await change(trx, facts);
      await recordAudit(trx, {
        actor,
        entity: PERIOD_ENTITY,
        entityId: entityId(fy, quarter),
        action,
        ...audit,
      });
      const period = { fy, quarter, startDate: facts.startDate, endDate: facts.endDate, ...state };
      return { message, period };
    });
  }

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

    close(actor: string, fy: string, quarter: Quarter): Promise<PeriodChanged> {
      return changeClosure(actor, fy, quarter, 'close', async (trx, { label, startDate, endDate, now }) => {
        // A return is filed after the quarter ends; closing earlier would refuse the rest of it.
        if (!quarterHasEnded(fy, quarter, todayInIndia(now)))
          throw badRequest(PERIOD_MESSAGES.notEnded(label, endDate));
        const firstBill = await firstBillDate(trx);
        if (!firstBill) throw conflict(PERIOD_MESSAGES.noBills);
        if (endDate < firstBill) throw badRequest(PERIOD_MESSAGES.beforeFirstBill(label, firstBill));
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
        // Each vendor's TDS of the quarter as filed, stored with the close (mail/for-periods.ts).
        const vendors = register.rows.map((row) => row.vendor);
        await queueQuarterTds(trx, mail, { fy, quarter, vendors, closedAt: now }, actor);
        return {
          message: PERIOD_MESSAGES.closedDone(label),
          audit: {
            after: {
              fy,
              quarter,
              totalCredited: register.totalCredited,
              totalTds: register.totalTds,
              rows: register.rows.length,
            },
          },
          state: {
            closedAt: now.toISOString(),
            closedBy: actor,
            reopenedAt: null,
            reopenedBy: null,
            reopenReason: null,
          },
        };
      });
    },

    reopen(actor: string, fy: string, quarter: Quarter, reason: string): Promise<PeriodChanged> {
      return changeClosure(actor, fy, quarter, 'reopen', async (trx, { label, now }) => {
        const closure = await liveClosure(trx, fy, quarter);
        if (!closure) throw conflict(PERIOD_MESSAGES.notClosed(label));
        await markReopened(trx, closure.id, actor, now, reason);
        const closed = { closedAt: closure.closedAt.toISOString(), closedBy: closure.closedBy };
        return {
          message: PERIOD_MESSAGES.reopened(label),
          audit: { before: { fy, quarter, ...closed }, after: { fy, quarter, reopenedBy: actor, reason } },
          state: { ...closed, reopenedAt: now.toISOString(), reopenedBy: actor, reopenReason: reason },
        };
      });
    },
  };
}
