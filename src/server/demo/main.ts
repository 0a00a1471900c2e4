import path from 'node:path';
import { loadConfig } from '../config';
import { startBackups, stopGracefullyOnSignals } from '../lifecycle';
import { prepareApp } from '../start';
import { seedDemo } from './seed';

export const DEMO_ADMIN = { username: 'admin', password: 'Admin@2026' };

/**
 * `npm run demo`: the app on its own data dir (./data-demo unless DATA_DIR is set), filled with a
 * realistic demo data set on the first run. Prints the logins.
 */
async function main() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR || path.resolve('data-demo'),
    ADMIN_USERNAME: DEMO_ADMIN.username,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
  });
  const { app, database } = await prepareApp(config);
  const hasDemoData = (await database.db.selectFrom('users').select('id').where('username', '=', 'accounts').executeTakeFirst()) !== undefined;
  let logins = [{ ...DEMO_ADMIN, profile: 'admin' }];
  if (!hasDemoData) {
    console.log('Filling the demo data set...');
    logins = logins.concat(await seedDemo(database.db));
  } else {
    const { DEMO_ACCOUNTS } = await import('./seed-accounts');
    logins = logins.concat(DEMO_ACCOUNTS);
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nDemo on http://localhost:${config.port} (data dir ${config.dataDir})\nLogins:`);
  for (const l of logins) console.log(`  ${l.profile.padEnd(17)} ${l.username.padEnd(10)} ${l.password}`);
  stopGracefullyOnSignals(app, () => database.close());
  startBackups(app, config, database);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
