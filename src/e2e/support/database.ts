import pg from 'pg';

/**
 * The tested app's own database, for what no screen can do: a month-end test needs a bill of an
 * earlier quarter, and bills are dated on the day they are made. CI sets E2E_DATABASE_URL beside
 * E2E_BASE_URL; the suite's own app (globalSetup) sets it to its embedded cluster.
 */
export async function withAppDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: point it at the database of the app under E2E_BASE_URL.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Dates a bill (made today) on an earlier day, as if it had been made then. */
export async function dateBillOn(billId: string, day: string): Promise<void> {
  await withAppDatabase(async (client) => {
    const res = await client.query('update bills set bill_date = $2 where bill_id = $1', [billId, day]);
    if (res.rowCount !== 1) throw new Error(`No bill ${billId} to date on ${day}`);
  });
}
