import { z } from 'zod';

// Imported first by index.tsx, before any schema is built. zod probes `new Function` to compile
// faster object checks; the app's Content-Security-Policy forbids eval, so the probe always failed,
// and the failure (an EvalError and a CSP violation report, each with a stack through the whole
// main script) cost about 0.25 s of a 4x-slowed start. Without the probe zod checks as it did.
z.config({ jitless: true });
