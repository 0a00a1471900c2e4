import type { FastifyRequest } from 'fastify';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** A browser asks for a page (its address bar sends Accept: text/html); an API client keeps its { message }. */
export function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * What a vendor's phone shows when a shared link does not open: a small page with the business's
 * name and the one plain sentence of why, not a JSON answer it cannot read.
 */
export function refusalPage(business: string, sentence: string): string {
  const name = escapeHtml(business);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;line-height:1.5;color:#1f2933}</style>
</head>
<body>
<h1>${name}</h1>
<p>${escapeHtml(sentence)}</p>
</body>
</html>
`;
}
