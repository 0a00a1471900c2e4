import { CompiledQuery, type Compilable } from 'kysely';
import type { DB } from './connection';

/**
 * Stand-ins for a statement's values while Kysely builds it: digits only, so the app's key
 * functions (lower case, trimmed, spaces collapsed, upper case) leave them as they are.
 */
const standIn = (index: number) => `8461930275${index}00`;

/** A parameter slot: the call's value at this index, or a constant of the statement. */
type Slot = { index: number } | { constant: unknown };

/**
 * A statement built and compiled by Kysely once, then sent with each call's values. Building a
 * statement (an immutable tree cloned at every step) and compiling it cost the hot routes about a
 * tenth of an instance's main thread, on every request, for a text that never changes.
 *
 * `build` (its values as plain parameters, no defaults) gets a stand-in for each value and must use each one as a parameter of the statement,
 * unchanged or through a key function that leaves digits alone, and must not branch on them: the
 * text is the same for any values. The caller passes the values as the statement's parameters
 * would hold them (keyed as `build`'s code keys them). Checked at the first call: a stand-in that
 * is not a parameter, or is one only in part, throws. `arity` (how many values) is needed only
 * when `build` takes some of them as a rest parameter (a statement kept for each set of columns).
 */
export function compiledOnce<R, V extends unknown[]>(
  build: (db: DB, ...values: V) => Compilable<R>,
  arity = build.length - 1,
): (db: DB, ...values: V) => CompiledQuery<R> {
  let text: string | undefined;
  let slots: Slot[] = [];
  return (db, ...values) => {
    if (text === undefined) {
      const standIns = Array.from({ length: arity }, (_, i) => standIn(i));
      const compiled = build(db, ...(standIns as V)).compile();
      slots = compiled.parameters.map((parameter) => {
        const index = standIns.indexOf(parameter as string);
        if (index >= 0) return { index };
        if (standIns.some((s) => String(parameter).includes(s)))
          throw new Error(`compiledOnce: a value was changed into ${String(parameter)}`);
        return { constant: parameter };
      });
      const unused = standIns.findIndex((_, i) => !slots.some((slot) => 'index' in slot && slot.index === i));
      if (unused >= 0) throw new Error(`compiledOnce: value ${unused} is no parameter of ${compiled.sql}`);
      text = compiled.sql;
    }
    const parameters = slots.map((slot) => ('index' in slot ? values[slot.index] : slot.constant));
    return CompiledQuery.raw(text, parameters) as CompiledQuery<R>;
  };
}
