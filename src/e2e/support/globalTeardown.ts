import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const started = (globalThis as { __E2E__?: { server: ChildProcess; dataDir: string } }).__E2E__;
  if (!started) return;
  started.server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(started.dataDir, { recursive: true, force: true });
}
