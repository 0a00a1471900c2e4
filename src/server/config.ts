import path from 'node:path';
import { z } from 'zod';
import { RUNTIME_DEFAULTS } from '../../config/runtime';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the app runs its embedded PostgreSQL in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  adminUsername: string;
  adminPassword?: string;
  businessName: string;
  businessAddress: string;
  sessionTtlMs: number;
  expiryWarningDays: number;
  clientDist: string;
  /** Mark cookies Secure (set when the app is served over https, or behind a TLS proxy). */
  secureCookies: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Signups one address may make per hour. */
  signupMaxPerHour: number;
  /** Daily backup of the embedded database: HH:MM (server time), and how many to keep. */
  backupTime: string;
  backupKeep: number;
  /** What time it is for bills, payments and closing quarters: real time unless a test sets a day. */
  clock?: () => Date;
  /** How a failed login is slowed down: real time unless a test records the delay instead of waiting. */
  loginWait?: (ms: number) => Promise<void>;
  /** Where log lines go (tests capture them); stdout when unset. */
  logStream?: { write(line: string): void };
}

/** An unset or empty variable takes the default; anything else must be valid. */
const orDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number(`must be a whole number from ${min} to ${max}`)
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const flag = z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true');

/** The environment (README, Configuration): a bad value stops the start with a message naming it. */
const environment = z.object({
  PORT: orDefault(wholeNumber(0, 65535), RUNTIME_DEFAULTS.PORT),
  HOST: orDefault(z.string(), RUNTIME_DEFAULTS.HOST),
  DATABASE_URL: optionalText.refine(
    (url) => url === undefined || /^postgres(ql)?:\/\//.test(url),
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: orDefault(z.string(), RUNTIME_DEFAULTS.DATA_DIR),
  ADMIN_USERNAME: orDefault(z.string(), RUNTIME_DEFAULTS.ADMIN_USERNAME),
  ADMIN_PASSWORD: optionalText,
  BUSINESS_NAME: orDefault(z.string(), RUNTIME_DEFAULTS.BUSINESS_NAME),
  BUSINESS_ADDRESS: orDefault(z.string(), RUNTIME_DEFAULTS.BUSINESS_ADDRESS),
  EXPIRY_WARNING_DAYS: orDefault(wholeNumber(0, 365), RUNTIME_DEFAULTS.EXPIRY_WARNING_DAYS),
  CLIENT_DIST: orDefault(z.string(), RUNTIME_DEFAULTS.CLIENT_DIST),
  SECURE_COOKIES: orDefault(flag, 'false'),
  TRUST_PROXY: orDefault(flag, 'false'),
  LOG_LEVEL: orDefault(
    z.enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
  SIGNUP_MAX_PER_HOUR: orDefault(wholeNumber(1, 1_000_000), RUNTIME_DEFAULTS.SIGNUP_MAX_PER_HOUR),
  BACKUP_TIME: orDefault(
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM, e.g. 02:30'),
    RUNTIME_DEFAULTS.BACKUP_TIME,
  ),
  BACKUP_KEEP: orDefault(wholeNumber(1, 10_000), RUNTIME_DEFAULTS.BACKUP_KEEP),
});

/** Reads the configuration; throws "Invalid configuration: PORT must be ..." on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    adminUsername: vars.ADMIN_USERNAME,
    adminPassword: vars.ADMIN_PASSWORD,
    businessName: vars.BUSINESS_NAME,
    businessAddress: vars.BUSINESS_ADDRESS,
    sessionTtlMs: RUNTIME_DEFAULTS.SESSION_TTL_MS,
    expiryWarningDays: vars.EXPIRY_WARNING_DAYS,
    clientDist: path.resolve(vars.CLIENT_DIST),
    secureCookies: vars.SECURE_COOKIES,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    signupMaxPerHour: vars.SIGNUP_MAX_PER_HOUR,
    backupTime: vars.BACKUP_TIME,
    backupKeep: vars.BACKUP_KEEP,
  };
}
