import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const started = (globalThis as { __E2E__?: { server: ChildProcess; dataDir: string } }).__E2E__;
  if (!started) return;
  // The app stops its embedded PostgreSQL on SIGTERM: its data dir goes once both are gone.
  const exited = new Promise((resolve) => started.server.once('exit', resolve));
  started.server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  fs.rmSync(started.dataDir, { recursive: true, force: true });
}
