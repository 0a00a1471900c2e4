import type { DB } from '../../db/connection';
import { isUniqueViolation, parseRowId } from '../../db/rows';
import { FREIGHT_MESSAGES, type FreightPayload } from '../../../shared/masters/freight';
import type { Freight, FreightRef } from '../../../shared/masters/wire';
import { conflict, notFound } from '../../http-errors';
import { archiveAudited, insertAudited, updateAudited } from '../audit/public';
import { FREIGHT_PAIR_INDEX, freightRepository } from './repository';

const ENTITY = 'freight';

/**
 * Changes to freight rates. Each runs in one transaction with its audit entry. The pair check
 * gives the friendly 409; the unique index catches two clerks adding the same pair at once.
 */
export function freightService(db: DB) {
  async function withPairGuard<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, FREIGHT_PAIR_INDEX)) throw conflict(message);
      throw error;
    }
  }

  return {
    create(actor: string, input: FreightPayload): Promise<Freight> {
      return withPairGuard(FREIGHT_MESSAGES.duplicate, () =>
        db.transaction().execute(async (trx) => {
          const freights = freightRepository(trx);
          if (await freights.findByPair(input.from_destination, input.to_destination)) {
            throw conflict(FREIGHT_MESSAGES.duplicate);
          }
          return insertAudited(trx, freights, input, { actor, entity: ENTITY });
        }),
      );
    },

    update(actor: string, ref: FreightRef | undefined, input: FreightPayload): Promise<Freight> {
      return withPairGuard(FREIGHT_MESSAGES.updateConflict, () =>
        db.transaction().execute(async (trx) => {
          const freights = freightRepository(trx);
          const before = await findRef(freights, ref);
          if (!before) throw notFound(FREIGHT_MESSAGES.notFound);
          const clash = await freights.findByPair(input.from_destination, input.to_destination);
          if (clash && clash.id !== before.id) throw conflict(FREIGHT_MESSAGES.updateConflict);
          return updateAudited(trx, freights, before, input, {
            actor,
            entity: ENTITY,
            notFoundMessage: FREIGHT_MESSAGES.notFound,
          });
        }),
      );
    },

    /** Archives the rate: it leaves the lists and look-ups; trips keep the values they copied. */
    remove(actor: string, id: number): Promise<void> {
      return db.transaction().execute((trx) =>
        archiveAudited(trx, freightRepository(trx), id, {
          actor,
          entity: ENTITY,
          notFoundMessage: FREIGHT_MESSAGES.notFound,
        }),
      );
    },
  };
}

async function findRef(freights: ReturnType<typeof freightRepository>, ref: FreightRef | undefined) {
  if (!ref) return null;
  const idText = ref._id ?? ref.id;
  if (idText !== undefined && idText !== null && idText !== '') {
    const id = parseRowId(idText);
    return id === null ? null : freights.find(id);
  }
  // Without an id, the row as listed: its from/to pair.
  if (ref.from !== undefined && ref.to !== undefined) return freights.findByPair(ref.from, ref.to);
  return null;
}
