/**
 * A pure function of a text, remembered for the texts it was last asked about: at most `max` of
 * them, all forgotten at once when full (the hot few come straight back). For derived values
 * that never change for their input (a session id's hash, its CSRF token), never for data.
 */
export function boundedMemo<T>(compute: (text: string) => T, max = 10_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      if (known.size >= max) known.clear();
      value = compute(text);
      known.set(text, value);
    }
    return value;
  };
}
