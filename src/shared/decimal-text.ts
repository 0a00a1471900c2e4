/**
 * Reads a number typed into a form field: '2', '1.5', '.75', '-3' -> numbers; anything else
 * ('1e1', '0x10', '2%', '') -> NaN, so a range rule refuses it instead of Number() guessing.
 */
export function parseDecimalText(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
