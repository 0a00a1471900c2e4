// Server tests: quiet logs, no bootstrap admin password printed.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
