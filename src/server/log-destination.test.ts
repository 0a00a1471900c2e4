import fs from 'node:fs';
import path from 'node:path';
import { smallDiskSuite } from './test/small-disk';
import { logDestination } from './log-destination';

/**
 * The log on a full disk (stdout redirected to a file on a 1 MB tmpfs; mounting needs root, as CI
 * runs): lines that cannot be written are dropped without an exception, and once there is room
 * again the log says how many were lost and goes on.
 */
describe('log lines on a full disk (needs root: mounts a tmpfs)', () => {
  const disk = smallDiskSuite('full-log-', 1);

  test('a write that fails with ENOSPC is dropped, counted and reported once space is back', () => {
    const logFile = path.join(disk.dir, 'app.log');
    const fd = fs.openSync(logFile, 'a');
    try {
      const log = logDestination(fd);
      log.write('{"msg":"before"}\n');
      const filler = path.join(disk.dir, 'filler');
      expect(() => fs.writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024))).toThrow(/ENOSPC/);
      const line = `{"msg":"${'x'.repeat(8000)}"}\n`;
      for (let n = 0; n < 3; n++) expect(() => log.write(line)).not.toThrow();
      fs.rmSync(filler);
      log.write('{"msg":"after"}\n');
      const lines = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n');
      expect(lines[0]).toBe('{"msg":"before"}');
      expect(JSON.parse(lines.at(-2)!)).toMatchObject({
        level: 40,
        msg: '3 log lines were lost: the log could not be written (ENOSPC)',
      });
      expect(lines.at(-1)).toBe('{"msg":"after"}');
      // At most the first lost line's beginning, cut off where the disk filled, on a line of its own.
      expect(lines.length).toBeLessThanOrEqual(4);
    } finally {
      fs.closeSync(fd);
    }
  });
});
