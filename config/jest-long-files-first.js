// jest's order of test files (the last run's failures first, then the longest by the times jest
// recorded in its cache), with one addition for a run with no recorded times: a fresh clone, as in
// CI. jest then orders by file size, which starts the files below late (short files that start
// PostgreSQL clusters or the server as processes, 6-35 s each), and the run ends with one worker
// finishing them alone: a fresh clone took about 20 s longer than a second run. With no recorded
// time, these start first, longest first (their times on these 2 cores, 2026-11-29).
const Sequencer = require('@jest/test-sequencer').default;

const LONG_FILES = [
  'src/server/db/backup.test.ts', // 34 s
  'src/server/ops/crash.test.ts', // 20 s
  'src/server/modules/mail/mail-crash.test.ts', // 16 s
  'src/server/db/upgrade.test.ts', // 14 s
  'src/server/db/embedded/restart.test.ts', // 11 s
  'src/server/db/pglite-import.test.ts', // 11 s
  'src/server/modules/disk-space/disk-full.test.ts', // 9 s
  'src/server/ops/database-outage.test.ts', // 8 s
  'src/server/db/embedded/postgres-log.test.ts', // 7 s
  'src/server/db/embedded/cluster.test.ts', // 7 s
];

class LongFilesFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const rank = (test) =>
      test.duration == null ? LONG_FILES.findIndex((file) => test.path.endsWith(`/${file}`)) : -1;
    const long = sorted.filter((test) => rank(test) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...long, ...sorted.filter((test) => rank(test) < 0)];
  }
}

module.exports = LongFilesFirst;
