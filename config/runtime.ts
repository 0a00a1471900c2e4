/**
 * Runtime defaults. Each can be overridden by the environment variable of the same name
 * (see README.md, Configuration).
 */
export const RUNTIME_DEFAULTS = {
  PORT: 8080,
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  ADMIN_USERNAME: 'admin',
  BUSINESS_NAME: 'Sai Freight Carriers',
  BUSINESS_ADDRESS: 'Plot 14, Transport Nagar, Nigdi, Pune, Maharashtra 411044',
  /** Session and auth-hint cookie lifetime: 1 day (SPEC.md section 9). */
  SESSION_TTL_MS: 24 * 60 * 60 * 1000,
  /** Vehicle documents with this many days left or fewer are flagged. */
  EXPIRY_WARNING_DAYS: 5,
  /** Login throttling (DESIGN.md section 3). */
  LOGIN_WINDOW_MS: 15 * 60 * 1000,
  LOGIN_MAX_FAILURES_PER_USER: 10,
  /** Different usernames failing from one address within the window before the address is locked. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: 100,
  /** Failed logins answer later after this many failures of a username from one address... */
  LOGIN_SLOWDOWN_AFTER: 5,
  /** ...by this much more per failure (at most 1 s). */
  LOGIN_SLOWDOWN_STEP_MS: 100,
  /** Signups one address may make per hour (SIGNUP_MAX_PER_HOUR). */
  SIGNUP_MAX_PER_HOUR: 5,
  /** A signup no admin approved within this time is removed. */
  PENDING_SIGNUP_TTL_MS: 7 * 24 * 60 * 60 * 1000,
  /** Daily backup time of the embedded database, HH:MM in the server's zone (BACKUP_TIME); BACKUP_KEEP backups kept. */
  BACKUP_TIME: '02:30',
  BACKUP_KEEP: 14,
  /** How long a stopping server waits for running requests before it gives up (ms). */
  SHUTDOWN_GRACE_MS: 7000,
  /** Where the built SPA lives. */
  CLIENT_DIST: './dist/client',
} as const;
