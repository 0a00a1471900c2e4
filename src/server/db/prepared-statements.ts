import type pg from 'pg';

/**
 * The app sends a few dozen statements, each thousands of times an hour. Sent unnamed, PostgreSQL
 * parses and plans each one on every execution: a Reports page's statement planned for 1.4 ms and
 * ran in 2.6 ms. Named, each connection parses it once and PostgreSQL keeps its plan (re-planning
 * for the parameters while a generic plan would cost more).
 *
 * Texts are named in the order this process first sends them. Past `max` texts (statements whose
 * text varies, such as an `in` list of any length) the rest go unnamed, so no connection holds an
 * unbounded number of prepared statements.
 */
export function statementNamer(max = 300): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `app_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

type QueryCall = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was prepared
 * ("cached plan must not change result type": another instance's migration added a column to a
 * table read with `select *`). The connection is then closed when released, so its next user
 * prepares the statement afresh instead of meeting the same refusal on every request.
 */
const STALE_PLAN = '0A000';

/**
 * Sends the client's parameterised text queries (as Kysely sends every statement) as named
 * statements. Statements without parameters (begin, commit) keep the simple protocol, and
 * anything else (a cursor, a query object) passes as it is.
 */
export function nameRepeatedStatements(client: pg.PoolClient, nameOf: (text: string) => string | undefined) {
  const query = client.query.bind(client) as QueryCall;
  const named: QueryCall = (config, values, callback) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = nameOf(config);
      if (name !== undefined)
        return (query({ name, text: config, values }) as Promise<unknown>).catch((error: unknown) => {
          if ((error as { code?: unknown }).code === STALE_PLAN) {
            // The pool gives each checkout its own release: this one's closes the connection.
            const releaseNow = client.release;
            client.release = () => releaseNow(true);
          }
          throw error;
        });
    }
    return query(config, values, callback);
  };
  client.query = named as typeof client.query;
}
