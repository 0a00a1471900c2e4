import path from 'node:path';
import { RUNTIME_DEFAULTS } from '../../config/runtime';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  test('unset and empty variables take the documented defaults', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({
      port: RUNTIME_DEFAULTS.PORT,
      host: RUNTIME_DEFAULTS.HOST,
      databaseUrl: undefined,
      dataDir: path.resolve(RUNTIME_DEFAULTS.DATA_DIR),
      logLevel: 'info',
      secureCookies: false,
      signupMaxPerHour: RUNTIME_DEFAULTS.SIGNUP_MAX_PER_HOUR,
      backupTime: RUNTIME_DEFAULTS.BACKUP_TIME,
      backupKeep: RUNTIME_DEFAULTS.BACKUP_KEEP,
    });
  });

  test('set variables are read with their types', () => {
    const config = loadConfig({
      PORT: '9090',
      SECURE_COOKIES: 'true',
      BACKUP_KEEP: '3',
      DATABASE_URL: 'postgres://u@db:5432/freight',
    });
    expect(config).toMatchObject({
      port: 9090,
      secureCookies: true,
      backupKeep: 3,
      databaseUrl: 'postgres://u@db:5432/freight',
    });
  });

  test.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535.'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be at most 65535.'],
    [{ SECURE_COOKIES: 'yes' }, 'Invalid configuration: SECURE_COOKIES must be true or false.'],
    [{ BACKUP_TIME: '2:30' }, 'Invalid configuration: BACKUP_TIME must be a time HH:MM, e.g. 02:30.'],
    [{ BACKUP_KEEP: '0' }, 'Invalid configuration: BACKUP_KEEP must be at least 1.'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://.',
    ],
  ])('a bad value stops the start with a message naming it: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
