import path from 'node:path';
import { z } from 'zod';
import { RUNTIME_DEFAULTS } from '../../config/runtime';
import { trustProxySetting, type TrustedProxies } from './trusted-proxies';
import { defaultDataDir } from './db/embedded/root-data-dir';
import { mailFromProblem, smtpUrlProblem } from './mail-settings';

/** Mail to vendors: where it is sent through and as whom, and how the outbox worker paces itself. */
export interface MailConfig {
  /** smtp://user:password@host:587 or smtps://user:password@host:465 (SMTP_URL). */
  smtpUrl: string;
  /** The sender: an address, or 'Name <address>' (MAIL_FROM); a bare address goes out under the business name. */
  from: string;
  /** How long an instance holds a message it is sending before another may take it over (MAIL_LEASE_SECONDS). */
  leaseMs: number;
  /** The waits after each failed attempt; after the last one the message is failed. Tests shorten them. */
  retryDelaysMs?: readonly number[];
  /** How often the worker looks for due messages when nothing wakes it (MAIL_POLL_MS). */
  pollMs?: number;
}

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
  /** The business's TAN (tax deduction account number), for the vendor statement; '' when not set. */
  businessTan: string;
  sessionTtlMs: number;
  expiryWarningDays: number;
  clientDist: string;
  /** Always mark cookies Secure and send HSTS; without it they follow each request's protocol. */
  secureCookies: boolean;
  /** Which X-Forwarded-* hops are believed: none, the nearest N, or the proxies at these addresses. */
  trustProxy: TrustedProxies;
  logLevel: string;
  /** Signups one address may make per hour. */
  signupMaxPerHour: number;
  /** Signups all addresses together may make per hour. */
  signupMaxPerHourTotal: number;
  /** Daily backup of the embedded database: HH:MM (server time), and how many to keep. */
  backupTime: string;
  backupKeep: number;
  /** Below this much free space on DATA_DIR's disk the app refuses writes (embedded database only). */
  diskFloorBytes: number;
  /** How often the free space is read: RUNTIME_DEFAULTS.DISK_CHECK_MS unless a test reads it more often. */
  diskCheckMs?: number;
  /** What time it is for bills, payments and closing quarters: real time unless a test sets a day. */
  clock?: () => Date;
  /** How a failed login is slowed down: real time unless a test records the delay instead of waiting. */
  loginWait?: (ms: number) => Promise<void>;
  /** Where log lines go (tests capture them); stdout when unset. */
  logStream?: { write(line: string): void };
  /** Mail to vendors; null without SMTP_URL: nothing is queued and the screens say mail is not set up. */
  mail: MailConfig | null;
  /**
   * The address vendors reach the app at, for shared links (PUBLIC_BASE_URL, e.g.
   * https://office.saifreight.in); unset, each link names the address the request came to.
   */
  publicBaseUrl?: string;
  /** Openings of shared links one address may make per window: SHARE_OPENS_PER_WINDOW unless a test lowers it. */
  shareOpensPerWindow?: number;
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
const environment = z
  .object({
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
    // A TAN is four letters, five digits and a letter (AAAA99999A), as the Income Tax Department allots it.
    BUSINESS_TAN: orDefault(
      z
        .string()
        .refine(
          (tan) => tan === '' || /^[A-Z]{4}\d{5}[A-Z]$/.test(tan),
          'must be a TAN: four capital letters, five digits and a capital letter (e.g. PNES12345A)',
        ),
      '',
    ),
    EXPIRY_WARNING_DAYS: orDefault(wholeNumber(0, 365), RUNTIME_DEFAULTS.EXPIRY_WARNING_DAYS),
    CLIENT_DIST: orDefault(z.string(), RUNTIME_DEFAULTS.CLIENT_DIST),
    SECURE_COOKIES: orDefault(flag, 'false'),
    TRUST_PROXY: trustProxySetting,
    LOG_LEVEL: orDefault(
      z.enum(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'must be one of fatal, error, warn, info, debug, trace, silent',
      ),
      'info',
    ),
    SIGNUP_MAX_PER_HOUR: orDefault(wholeNumber(1, 1_000_000), RUNTIME_DEFAULTS.SIGNUP_MAX_PER_HOUR),
    SIGNUP_MAX_PER_HOUR_TOTAL: orDefault(
      wholeNumber(1, 1_000_000),
      RUNTIME_DEFAULTS.SIGNUP_MAX_PER_HOUR_TOTAL,
    ),
    BACKUP_TIME: orDefault(
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM, e.g. 02:30'),
      RUNTIME_DEFAULTS.BACKUP_TIME,
    ),
    // Below the minimum acts as the minimum: pruning keeps at least two base backups anyway.
    BACKUP_KEEP: orDefault(wholeNumber(1, 10_000), RUNTIME_DEFAULTS.BACKUP_KEEP).transform((keep) =>
      Math.max(keep, RUNTIME_DEFAULTS.BACKUP_KEEP_MIN),
    ),
    DISK_FLOOR_MB: orDefault(wholeNumber(1, 1_000_000), RUNTIME_DEFAULTS.DISK_FLOOR_MB),
    SMTP_URL: optionalText.superRefine((url, ctx) => {
      const problem = url === undefined ? null : smtpUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    MAIL_FROM: optionalText.superRefine((from, ctx) => {
      const problem = from === undefined ? null : mailFromProblem(from);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    PUBLIC_BASE_URL: optionalText.refine(
      (url) => url === undefined || /^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(url),
      'must be the address vendors open the app at, starting with https:// or http:// (e.g. https://office.saifreight.in)',
    ),
    MAIL_LEASE_SECONDS: orDefault(wholeNumber(5, 3600), RUNTIME_DEFAULTS.MAIL_LEASE_SECONDS),
    MAIL_POLL_MS: orDefault(wholeNumber(100, 3_600_000), RUNTIME_DEFAULTS.MAIL_POLL_MS),
  })
  .refine((vars) => !vars.SMTP_URL || vars.MAIL_FROM, {
    message: 'must be set with SMTP_URL: the address mail to vendors is sent from',
    path: ['MAIL_FROM'],
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
    // Unset, ./data; as root from a checkout PostgreSQL's user cannot reach, a place it can.
    dataDir:
      vars.DATABASE_URL || env.DATA_DIR
        ? path.resolve(vars.DATA_DIR)
        : defaultDataDir(path.resolve(vars.DATA_DIR)),
    adminUsername: vars.ADMIN_USERNAME,
    adminPassword: vars.ADMIN_PASSWORD,
    businessName: vars.BUSINESS_NAME,
    businessAddress: vars.BUSINESS_ADDRESS,
    businessTan: vars.BUSINESS_TAN,
    sessionTtlMs: RUNTIME_DEFAULTS.SESSION_TTL_MS,
    expiryWarningDays: vars.EXPIRY_WARNING_DAYS,
    clientDist: path.resolve(vars.CLIENT_DIST),
    secureCookies: vars.SECURE_COOKIES,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    signupMaxPerHour: vars.SIGNUP_MAX_PER_HOUR,
    signupMaxPerHourTotal: vars.SIGNUP_MAX_PER_HOUR_TOTAL,
    backupTime: vars.BACKUP_TIME,
    backupKeep: vars.BACKUP_KEEP,
    diskFloorBytes: vars.DISK_FLOOR_MB * 1024 * 1024,
    mail: vars.SMTP_URL
      ? {
          smtpUrl: vars.SMTP_URL,
          from: vars.MAIL_FROM!,
          leaseMs: vars.MAIL_LEASE_SECONDS * 1000,
          pollMs: vars.MAIL_POLL_MS,
        }
      : null,
    publicBaseUrl: vars.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
  };
}
