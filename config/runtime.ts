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
  /**
   * Failures of one username from all addresses together within the window before it is locked for
   * every browser it has not signed in on (a botnet or a spoofed address rotates; the office's known
   * browser still gets in).
   */
  LOGIN_MAX_FAILURES_PER_USERNAME: 20,
  /** How long a browser stays known for the usernames that signed in on it (renewed at each login). */
  KNOWN_DEVICE_MAX_AGE_S: 365 * 24 * 60 * 60,
  /** Different usernames failing from one address within the window before the address is locked. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: 100,
  /** Failed logins answer later after this many failures of a username from one address... */
  LOGIN_SLOWDOWN_AFTER: 5,
  /** ...by this much more per failure (at most 1 s). */
  LOGIN_SLOWDOWN_STEP_MS: 100,
  /** Signups one address may make per hour (SIGNUP_MAX_PER_HOUR). */
  SIGNUP_MAX_PER_HOUR: 5,
  /** Signups all addresses together may make per hour (SIGNUP_MAX_PER_HOUR_TOTAL): a flood from many addresses stays small. */
  SIGNUP_MAX_PER_HOUR_TOTAL: 20,
  /** A signup no admin approved within this time is removed. */
  PENDING_SIGNUP_TTL_MS: 7 * 24 * 60 * 60 * 1000,
  /** Daily backup time of the embedded database, HH:MM in the server's zone (BACKUP_TIME); BACKUP_KEEP backups kept. */
  BACKUP_TIME: '02:30',
  BACKUP_KEEP: 14,
  /** Below this much free space on DATA_DIR's disk (MB) the app refuses writes (DISK_FLOOR_MB); embedded database only. */
  DISK_FLOOR_MB: 300,
  /** Writes are taken again once free space is back above the floor plus this share of it (no flapping). */
  DISK_RESUME_MARGIN: 0.5,
  /** The admin's dashboard warns below this share of the disk free, or below DISK_LOW_BYTES, whichever trips first. */
  DISK_LOW_SHARE: 0.1,
  DISK_LOW_BYTES: 2 * 1024 ** 3,
  /** How often DATA_DIR's free space is read (one statfs call). */
  DISK_CHECK_MS: 5000,
  /** Pruning never keeps fewer base backups than this, whatever BACKUP_KEEP says: one bad copy never leaves none. */
  BACKUP_KEEP_MIN: 2,
  /** How long a stopping server waits for running requests before it gives up (ms). */
  SHUTDOWN_GRACE_MS: 7000,
  /**
   * How long an instance holds a message it is sending before another instance may take it over
   * (MAIL_LEASE_SECONDS); a holder past it stops before the message's end goes out.
   */
  MAIL_LEASE_SECONDS: 120,
  /** How often the outbox worker looks for due messages when nothing wakes it (MAIL_POLL_MS). */
  MAIL_POLL_MS: 2000,
  /** Where the built SPA lives. */
  CLIENT_DIST: './dist/client',
} as const;
