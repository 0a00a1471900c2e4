import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** The files of a form, by field name (a PDF unless the content type says otherwise). */
export type MultipartFiles = Record<string, { filename: string; content: Buffer; contentType?: string }>;

/** Builds a multipart/form-data body for inject, with text fields and files. */
export function multipartBody(
  fields: Record<string, string | number | undefined>,
  files: MultipartFiles = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart form (text fields and files) as the client. */
export function postMultipart(
  // A TestClient; named by its one method so that the fuzzer's build does not pull in the jest helpers.
  client: { request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> },
  url: string,
  fields: Record<string, string | number | undefined>,
  files: MultipartFiles = {},
) {
  const { payload, headers } = multipartBody(fields, files);
  return client.request({ method: 'POST', url, payload, headers });
}

/** A small valid PDF file's bytes. */
export function samplePdf(text = 'test document'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
