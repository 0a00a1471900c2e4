import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

/** Small timing helpers of the benchmark (npm run bench). */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs `work` `times` times after one warm-up; answers the median in ms. */
export async function medianMs(times: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const spent: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    spent.push(performance.now() - started);
  }
  return median(spent);
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** Answers in all, and those 304 Not Modified (not errors when revalidating). */
  requests: number;
  notModified: number;
}

/**
 * autocannon against one URL (or, with `paths`, each connection calling those paths of its origin
 * in turn, as a page load does): requests per second and the 99th percentile latency (ms).
 */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; paths?: string[] },
): Promise<LoadResult> {
  const requests = options.paths?.map((path) => ({ method: 'GET' as const, path }));
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0),
    requests: result.requests.total,
    notModified: result.statusCodeStats?.['304']?.count ?? 0,
  };
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The machine's load averages (1, 5, 15 minutes), as `uptime` shows them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
