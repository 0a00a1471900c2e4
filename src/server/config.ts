import path from 'node:path';
import { RUNTIME_DEFAULTS } from '../../config/runtime';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite in dataDir is used. */
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
  /** Where log lines go (tests capture them); stdout when unset. */
  logStream?: { write(line: string): void };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, RUNTIME_DEFAULTS.PORT),
    host: env.HOST || RUNTIME_DEFAULTS.HOST,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || RUNTIME_DEFAULTS.DATA_DIR),
    adminUsername: env.ADMIN_USERNAME || RUNTIME_DEFAULTS.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    businessName: env.BUSINESS_NAME || RUNTIME_DEFAULTS.BUSINESS_NAME,
    businessAddress: env.BUSINESS_ADDRESS || RUNTIME_DEFAULTS.BUSINESS_ADDRESS,
    sessionTtlMs: RUNTIME_DEFAULTS.SESSION_TTL_MS,
    expiryWarningDays: int(env.EXPIRY_WARNING_DAYS, RUNTIME_DEFAULTS.EXPIRY_WARNING_DAYS),
    clientDist: path.resolve(env.CLIENT_DIST || RUNTIME_DEFAULTS.CLIENT_DIST),
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    signupMaxPerHour: int(env.SIGNUP_MAX_PER_HOUR, RUNTIME_DEFAULTS.SIGNUP_MAX_PER_HOUR),
    backupTime: /^([01]\d|2[0-3]):[0-5]\d$/.test(env.BACKUP_TIME ?? '') ? env.BACKUP_TIME! : RUNTIME_DEFAULTS.BACKUP_TIME,
    backupKeep: Math.max(1, int(env.BACKUP_KEEP, RUNTIME_DEFAULTS.BACKUP_KEEP)),
  };
}
