import path from 'node:path';
import { loadConfig } from '../config';
import { runMain, serve } from '../start';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { seedDemo } from './seed';

const DEMO_ADMIN = { username: 'admin', password: 'Admin@2026' };

/**
 * `npm run demo`: `npm start` on its own data dir (./data-demo unless DATA_DIR is set), filled with
 * a realistic demo data set on the first run. Prints the logins.
 */
runMain(async () => {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR || path.resolve('data-demo'),
    ADMIN_USERNAME: DEMO_ADMIN.username,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
  });
  let logins = [{ ...DEMO_ADMIN, profile: 'admin' }];
  await serve(config, {
    beforeListen: async ({ database }) => {
      const hasDemoData =
        (await database.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', 'accounts')
          .executeTakeFirst()) !== undefined;
      if (hasDemoData) {
        logins = logins.concat(DEMO_ACCOUNTS);
      } else {
        console.log('Filling the demo data set...');
        logins = logins.concat(await seedDemo(database.db));
      }
    },
  });
  console.log(`\nDemo data dir: ${config.dataDir}\nLogins:`);
  for (const l of logins) console.log(`  ${l.profile.padEnd(17)} ${l.username.padEnd(10)} ${l.password}`);
});
