import type { DB } from '../../db/connection';
import { recordAudit } from '../audit/public';
import { userRepository } from './repository';
import { sessionRepository } from './sessions';

/** Who changed an account and how, for its audit entry (entity 'user', the username as its id). */
interface AccountChangeEntry {
  actor: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * A change to what an account may do or sign in with (its password, its profile) signs it out
 * everywhere: the change, the end of its sessions and the audit entry are one transaction.
 */
export async function changeAccountSigningOut(
  db: DB,
  user: { id: number; username: string },
  entry: AccountChangeEntry,
  change: (users: ReturnType<typeof userRepository>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await change(userRepository(trx));
    await sessionRepository(trx).destroyAllOf(user.id);
    await recordAudit(trx, {
      ...entry,
      entity: 'user',
      entityId: user.username,
    });
  });
}
