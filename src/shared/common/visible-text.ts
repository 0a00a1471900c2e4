import { z } from 'zod';
import { INPUT_MESSAGES } from './messages';
import { firstInvisibleCharacter } from './text-rules';

/**
 * The input gate's invisible-character rule for one typed text: its message naming the field by
 * `label`, or null when the text has no invisible or text-direction character.
 */
export function invisibleCharacterProblem(label: string, text: string): string | null {
  const codePoint = firstInvisibleCharacter(text);
  return codePoint ? INPUT_MESSAGES.invisibleCharacter(label, codePoint) : null;
}

/**
 * The same rule as a check for the shared form schemas, so a clerk
 * reads the message under the form (naming the field by its label) before anything is sent, and
 * an Excel import reports it on the cell's row and column. `.check(visibleText('Company Name'))`.
 */
export const visibleText = (label: string) =>
  z.refine<string>((value) => firstInvisibleCharacter(value) === null, {
    error: (issue) => invisibleCharacterProblem(label, String(issue.input)) ?? '',
    abort: true,
  });
