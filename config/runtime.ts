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
  LOGIN_MAX_FAILURES_PER_ADDRESS: 100,
  /** Where the built SPA lives. */
  CLIENT_DIST: './dist/client',
} as const;
