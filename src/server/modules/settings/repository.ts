import type { DB } from '../../db/connection';

/** A setting's stored value (unknown: each owner reads it with its own schema), or undefined when never set. */
export async function readSetting(db: DB, key: string): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores a setting's value (JSON), replacing the one before, with who set it. */
export async function saveSetting(db: DB, key: string, value: unknown, by: string): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key, value: json, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_by: by, updated_at: new Date() }))
    .execute();
}
