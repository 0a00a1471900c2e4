// Server tests: quiet logs, no bootstrap admin password printed; cheap password hashes
// (src/server/modules/auth/passwords.ts), also in the servers they start.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
process.env.FREIGHT_TEST_CHEAP_HASHES = '1';
