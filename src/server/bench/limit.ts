import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './measure';
import { startBareBytes } from './servers';
import { SCREEN_PAGE_SIZE } from '../../shared/lists/paging';

/** Today's List reloaded by 100 clerks at once. */
export async function todayList(
  bench: {
    row: (what: string, measured: string, reference: string) => void;
    helloText: string;
    port: number;
    day: { day: string; trips: number };
  },
  baseUrl: string,
  headers: Record<string, string>,
) {
  const { row, helloText, day } = bench;
  const q = (r: { startDate: string; endDate: string }) => `startDate=${r.startDate}&endDate=${r.endDate}`;
  // A reload of Today's List as the browser makes it: who is signed in, then the day's first
  // page (the screen's page size); once as a plain HTTP client, once accepting gzip as browsers do.
  const firstPage = `/logistics/api/reports?${q({ startDate: day.day, endDate: day.day })}&limit=${SCREEN_PAGE_SIZE}&offset=0`;
  for (const [how, extra] of [
    ['plain JSON', {}],
    ['Accept-Encoding: gzip, as browsers send', { 'accept-encoding': 'gzip, deflate, br' }],
  ] as const) {
    const todayList = await load(baseUrl, {
      connections: 100,
      seconds: 10,
      headers: { ...headers, ...extra },
      paths: ['/logistics/check-auth', firstPage],
    });
    row(
      `Today's List (${day.trips.toLocaleString('en-IN')} trips, pages of ${SCREEN_PAGE_SIZE}) reloaded by 100 concurrent clients for 10 s (GET /check-auth + the first page), ${how}`,
      `${todayList.requestsPerSecond.toFixed(0)} req/s, p99 ${todayList.p99} ms${todayList.errors ? `, ${todayList.errors} errors` : ''}`,
      `${helloText}; target p99 < 250 ms`,
    );
  }
  await pageBesideItsLimit(bench.row, bench.port + 3, baseUrl, firstPage, {
    ...headers,
    'accept-encoding': 'gzip, deflate, br',
  });
}

/**
 * The first page alone, as a browser asks it (gzip), beside a bare Fastify sending the same bytes
 * from memory in the same run; then the same 100 clients revalidating with the page's ETag (304).
 */
export async function pageBesideItsLimit(
  row: (what: string, measured: string, reference: string) => void,
  port: number,
  baseUrl: string,
  page: string,
  headers: Record<string, string>,
) {
  const answer = await rawGet(new URL(page, baseUrl), headers);
  const file = path.join(os.tmpdir(), `bench-page-${process.pid}`);
  fs.writeFileSync(file, answer.body);
  const sent = Object.fromEntries(
    ['content-type', 'content-encoding'].flatMap((h) =>
      answer.headers[h] ? [[h, String(answer.headers[h])]] : [],
    ),
  );
  const bare = await startBareBytes(port, file, sent);
  const limit = await load(bare.url, { connections: 100, seconds: 10, paths: [page] });
  await bare.stop();
  fs.rmSync(file);
  const figure = (r: LoadResult) =>
    `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`;
  const limitText = `bare Fastify sending the same ${answer.body.length.toLocaleString('en-IN')} bytes: ${figure(limit)}`;
  const app = await load(baseUrl, { connections: 100, seconds: 10, headers, paths: [page] });
  row(`Today's List's first page alone, 100 concurrent clients for 10 s, gzip`, figure(app), limitText);
  const etag = String(answer.headers.etag ?? '');
  const revalidated = await load(baseUrl, {
    connections: 100,
    seconds: 10,
    headers: { ...headers, 'if-none-match': etag },
    paths: [page],
  });
  row(
    `Today's List's first page revalidated (If-None-Match, nothing changed), 100 concurrent clients for 10 s`,
    `${figure(revalidated)}; ${revalidated.notModified} of ${revalidated.requests} answered 304`,
    limitText,
  );
}

/** One GET's status, headers and bytes as they came (not decompressed). */
function rawGet(url: URL, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
