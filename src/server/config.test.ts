import path from 'node:path';
import { RUNTIME_DEFAULTS } from '../../config/runtime';
import { loadConfig } from './config';
import { defaultDataDir } from './db/embedded/root-data-dir';

describe('configuration from the environment', () => {
  test('unset and empty variables take the documented defaults', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({
      port: RUNTIME_DEFAULTS.PORT,
      host: RUNTIME_DEFAULTS.HOST,
      databaseUrl: undefined,
      // ./data, or as root from a checkout PostgreSQL's user cannot reach (a clone in mktemp's 0700 dir), the
      // place the placement rule picks (its own tests are beside it).
      dataDir: defaultDataDir(path.resolve(RUNTIME_DEFAULTS.DATA_DIR)),
      logLevel: 'info',
      secureCookies: false,
      trustProxy: false,
      signupMaxPerHour: RUNTIME_DEFAULTS.SIGNUP_MAX_PER_HOUR,
      backupTime: RUNTIME_DEFAULTS.BACKUP_TIME,
      backupKeep: RUNTIME_DEFAULTS.BACKUP_KEEP,
      diskFloorBytes: 300 * 1024 * 1024,
      businessTan: '',
    });
  });

  test('set variables are read with their types', () => {
    const config = loadConfig({
      PORT: '9090',
      SECURE_COOKIES: 'true',
      BACKUP_KEEP: '3',
      DISK_FLOOR_MB: '40',
      DATABASE_URL: 'postgres://u@db:5432/freight',
      BUSINESS_TAN: 'PNES12345A',
    });
    expect(config).toMatchObject({
      businessTan: 'PNES12345A',
      port: 9090,
      secureCookies: true,
      backupKeep: 3,
      diskFloorBytes: 40 * 1024 * 1024,
      databaseUrl: 'postgres://u@db:5432/freight',
    });
  });

  test('BACKUP_KEEP below 2 acts as 2: pruning always keeps two base backups', () => {
    expect(loadConfig({ BACKUP_KEEP: '1' }).backupKeep).toBe(2);
    expect(loadConfig({ BACKUP_KEEP: '2' }).backupKeep).toBe(2);
  });

  test.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535.'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be at most 65535.'],
    [{ SECURE_COOKIES: 'yes' }, 'Invalid configuration: SECURE_COOKIES must be true or false.'],
    [{ BACKUP_TIME: '2:30' }, 'Invalid configuration: BACKUP_TIME must be a time HH:MM, e.g. 02:30.'],
    [{ BACKUP_KEEP: '0' }, 'Invalid configuration: BACKUP_KEEP must be at least 1.'],
    [{ DISK_FLOOR_MB: '0' }, 'Invalid configuration: DISK_FLOOR_MB must be at least 1.'],
    [
      { DISK_FLOOR_MB: '2.5' },
      'Invalid configuration: DISK_FLOOR_MB must be a whole number from 1 to 1000000.',
    ],
    // A TAN: four letters, five digits, a letter (Income Tax Department's format, AAAA99999A).
    ...['pnes12345a', 'PNES1234A', 'PNE123456A', 'ABCDE1234F'].map((tan): [NodeJS.ProcessEnv, string] => [
      { BUSINESS_TAN: tan },
      'Invalid configuration: BUSINESS_TAN must be a TAN: four capital letters, five digits and a capital letter (e.g. PNES12345A).',
    ]),
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://.',
    ],
    [
      { TRUST_PROXY: 'true' },
      'Invalid configuration: TRUST_PROXY must be the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8), not true: true believes every X-Forwarded-For, so a client could name its own address.',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'Invalid configuration: TRUST_PROXY must be false, the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8); a hop count is 1 to 10.',
    ],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY must be false, the number of proxies'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be false, the number of proxies'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.local' }, 'TRUST_PROXY must be false, the number of proxies'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be false, the number of proxies'],
    [
      { SIGNUP_MAX_PER_HOUR_TOTAL: '0' },
      'Invalid configuration: SIGNUP_MAX_PER_HOUR_TOTAL must be at least 1.',
    ],
  ])('a bad value stops the start with a message naming it: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  test.each([
    ['', false],
    ['false', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['127.0.0.1', { addresses: ['127.0.0.1'] }],
    [' 10.0.0.0/8, ::1 ,fd00::/8,loopback', { addresses: ['10.0.0.0/8', '::1', 'fd00::/8', 'loopback'] }],
  ])('TRUST_PROXY=%s trusts %o', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  test('signups all addresses together may make: 20 an hour unless set', () => {
    expect(loadConfig({}).signupMaxPerHourTotal).toBe(20);
    expect(loadConfig({ SIGNUP_MAX_PER_HOUR_TOTAL: '50' }).signupMaxPerHourTotal).toBe(50);
  });
});
