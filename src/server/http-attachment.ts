import type { FastifyReply } from 'fastify';

/** Answers a file the browser saves under `fileName` (the client reads the name, so it is exposed), never cached. */
export function sendAttachment(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  body: string | Buffer,
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('access-control-expose-headers', 'Content-Disposition')
    .header('cache-control', 'no-store')
    .send(body);
}
