import type { DB } from '../../db/connection';
import { billIdentity } from '../../../shared/accounting/tally';
import type { z } from 'zod';
import type { billTallyAnswer } from '../../../shared/details/wire';

/**
 * Where a bill's voucher stands with Tally: imported (an export carrying it was marked imported,
 * so Tally holds it), sent (an export carries it, not yet marked imported) or not sent.
 */
export async function billTallyState(db: DB, billId: string): Promise<z.infer<typeof billTallyAnswer>> {
  const identity = billIdentity(billId);
  const [held, latest] = await Promise.all([
    db
      .selectFrom('tally_voucher_states')
      .select('export_id')
      .where('identity', '=', identity)
      .executeTakeFirst(),
    db
      .selectFrom('tally_export_states')
      .select('export_id')
      .where('identity', '=', identity)
      .orderBy('export_id', 'desc')
      .executeTakeFirst(),
  ]);
  const exportSequence = latest?.export_id ?? held?.export_id ?? null;
  if (held) return { state: 'imported', exportSequence };
  return { state: latest ? 'sent' : 'not-sent', exportSequence };
}
