/**
 * Reads a number typed into a form field: '2', '1.5', '.75', '-3' -> numbers; anything else
 * ('1e1', '0x10', '2%', '') -> NaN, so a range rule refuses it instead of Number() guessing.
 */
export function parseDecimalText(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Digits grouped by commas the Indian way (1,00,000) or the international way (100,000). */
const GROUPED_DIGITS = /^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)$/;

/**
 * An amount as a clerk types it: '50,000', '1,00,000.50' and '100,000' read as their digits;
 * commas anywhere else ('5,0000') are not a number. Returns the text without its commas, or null.
 */
export function stripDigitGrouping(text: string): string | null {
  const trimmed = text.trim();
  const [whole, ...rest] = trimmed.split('.');
  if (!whole.includes(',')) return trimmed;
  if (!GROUPED_DIGITS.test(whole.replace(/^[+-]/, ''))) return null;
  return [whole.replace(/,/g, ''), ...rest].join('.');
}
