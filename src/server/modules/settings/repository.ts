import type { z } from 'zod';
import type { DB } from '../../db/connection';
import { recordAudit } from '../audit/public';

/** A setting's stored value (unknown: each owner reads it with its own schema): a query other reads can embed. */
export const settingValueQuery = (db: DB, key: string) =>
  db.selectFrom('app_settings').select('value').where('key', '=', key);

/** A stored value read with its owner's schema; the fallback when it was never set or no longer parses. */
export function settingOr<T, F>(value: unknown, schema: z.ZodType<T>, fallback: F): T | F {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** A setting read with its owner's schema; the fallback when it was never set or no longer parses. */
export async function readSettingOr<T, F>(
  db: DB,
  key: string,
  schema: z.ZodType<T>,
  fallback: F,
): Promise<T | F> {
  const row = await settingValueQuery(db, key).executeTakeFirst();
  return settingOr(row?.value, schema, fallback);
}

/**
 * A setting as its owner keeps it: its key, and its value read from the store or from the stored
 * value a caller read along with other rows, with the owner's schema; the fallback when it was
 * never set or no longer parses.
 */
export function ownedSetting<T>(key: string, schema: z.ZodType<T>, fallback: T) {
  return {
    key,
    read: (db: DB): Promise<T> => readSettingOr(db, key, schema, fallback),
    of: (value: unknown): T => settingOr(value, schema, fallback),
  };
}

/** Stores a setting's value (JSON), replacing the one before, with who set it. */
async function saveSetting(db: DB, key: string, value: unknown, by: string): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key, value: json, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_by: by, updated_at: new Date() }))
    .execute();
}

/**
 * An admin's change of a setting: the new value and its audit entry (the value before, read in the
 * same transaction, and after) are stored together or not at all.
 */
export async function saveSettingAudited(
  db: DB,
  key: string,
  change: { actor: string; after: unknown; readBefore: (trx: DB) => Promise<unknown> },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await change.readBefore(trx);
    await saveSetting(trx, key, change.after, change.actor);
    await recordAudit(trx, {
      actor: change.actor,
      entity: 'settings',
      entityId: key,
      action: 'update',
      before,
      after: change.after,
    });
  });
}
