import { loadConfig } from './config';
import { startBackups, stopGracefullyOnSignals } from './lifecycle';
import { prepareApp } from './start';

async function main() {
  const config = loadConfig();
  const { app, database, generatedAdminPassword } = await prepareApp(config);
  if (generatedAdminPassword) {
    // Printed once, on the first start of an empty database (to the terminal, not the log).
    console.log(
      `\nFirst start: created the admin account.\n  username: ${config.adminUsername}\n  password: ${generatedAdminPassword}\n` +
        'Keep it safe; it is not shown again. You will be asked to change it at the first login.\n',
    );
  }
  stopGracefullyOnSignals(app, () => database.close());
  startBackups(app, config, database);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number }; // PORT=0 picks a free one
  console.log(`Freight back office on http://localhost:${port} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
