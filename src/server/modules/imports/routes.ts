import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMPORT_DATE_FORMAT } from '../../../shared/imports/import-dates';
import {
  IMPORT_AREA,
  IMPORT_COLUMNS,
  IMPORT_EXAMPLES,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_TITLES,
  type ImportKind,
  type ImportRow,
} from '../../../shared/imports/master-import';
import { importEndpoints, type ImportBody, type ImportCheck } from '../../../shared/imports/wire';
import { checkImport, runImport } from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The body's rows, empty cells left out (number cells stay numbers: the shared check reads them). */
function rowsOf(body: ImportBody): ImportRow[] {
  return body.rows.map((item, index) => {
    const values = Object.fromEntries(Object.entries(item.values).filter(([, v]) => v !== null)) as Record<
      string,
      string | number
    >;
    return { row: item.row ?? index + 2, values };
  });
}

/**
 * The template: the columns and an example row on the first sheet, how to fill them on the second.
 * The xlsx library is loaded on the first download, not at start: running it builds its code-page
 * tables (1.2 MB of script), about 0.1 s that every start and every server test file paid.
 */
async function template(kind: ImportKind): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  const columns = IMPORT_COLUMNS[kind];
  // Every cell as text, so Excel keeps the example's words (and a date typed later) as written.
  const sheet = XLSX.utils.aoa_to_sheet([
    columns.map((c) => c.header),
    columns.map((c) => ({ t: 's', v: IMPORT_EXAMPLES[kind][c.key] ?? '' })),
  ]);
  sheet['!cols'] = IMPORT_COLUMNS[kind].map((c) => ({ wch: Math.max(14, c.header.length + 2) }));
  XLSX.utils.book_append_sheet(book, sheet, IMPORT_TITLES[kind]);
  const notes = [
    ['One row per entry, from row 2. Keep the header row as it is.'],
    ['Row 2 is an example: replace it with your own or delete it (left as it is, it is refused).'],
    [`Dates: ${IMPORT_DATE_FORMAT}, e.g. 31/03/2027 (an Excel date cell is fine too).`],
    ...(kind === 'vehicles'
      ? [
          [
            'A document with dates needs its PDF, as on the Vehicle form: an import carries no files, so leave the document dates empty and upload each document with its dates on the Vehicle screen.',
          ],
        ]
      : []),
    [
      'The rules are the same as on the form; the preview names every problem of every row before anything is stored.',
    ],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(notes), 'How to fill');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function refuse(reply: FastifyReply, check: ImportCheck) {
  const rows = new Set(check.errors.map((e) => e.row)).size;
  return reply.status(400).send({ message: IMPORT_MESSAGES.refused(rows), ...check });
}

/** Excel import of vehicles, vendors and freight rates, for whoever may edit that master data. */
export async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const kind of IMPORT_KINDS) {
    const calls = importEndpoints[kind];
    const access = { config: { access: IMPORT_AREA[kind] } };
    // Cells with an invisible character are reported per row and column by the shared row check.
    const cells = { config: { access: IMPORT_AREA[kind], cellsCheckedByRoute: true } };
    app.get(calls.template.path, { ...access, schema: calls.template.schema }, async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${kind}-import-template.xlsx"`)
        .send(await template(kind)),
    );

    // The preview: every row's errors; nothing is stored.
    app.post(calls.check.path, { ...cells, schema: calls.check.schema }, async (request) => {
      const rows = rowsOf(request.body);
      const { valid, errors } = await checkImport(app.db, kind, rows);
      return { total: rows.length, valid: valid.length, errors };
    });

    // All rows or none: any error refuses the whole file.
    app.post(calls.run.path, { ...cells, schema: calls.run.schema }, async (request, reply) => {
      const rows = rowsOf(request.body);
      const result = await runImport(app.db, kind, rows, requireUser(request).username);
      if (result.errors.length > 0)
        return refuse(reply, {
          total: rows.length,
          valid: rows.length - new Set(result.errors.map((e) => e.row)).size,
          errors: result.errors,
        });
      return { message: IMPORT_MESSAGES.imported(result.imported, kind), imported: result.imported };
    });
  }
}
