import { loadConfig } from './config';
import { prepareApp } from './start';

async function main() {
  const config = loadConfig();
  const { app, database, generatedAdminPassword } = await prepareApp(config);
  if (generatedAdminPassword) {
    // Printed once, on the first start of an empty database.
    console.log(
      `\nFirst start: created the admin account.\n  username: ${config.adminUsername}\n  password: ${generatedAdminPassword}\n` +
        'Keep it safe; it is not shown again. Change it with Reset Password after logging in.\n',
    );
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`Freight back office on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
