import { z } from 'zod';
import { INPUT_MESSAGES } from './messages';
import { firstInvisibleCharacter } from './text-rules';

/**
 * The input gate's invisible-character rule as a check for the shared form schemas, so a clerk
 * reads the message under the form (naming the field by its label) before anything is sent, and
 * an Excel import reports it on the cell's row and column. `.check(visibleText('Company Name'))`.
 */
export const visibleText = (label: string) =>
  z.refine<string>((value) => firstInvisibleCharacter(value) === null, {
    error: (issue) =>
      INPUT_MESSAGES.invisibleCharacter(label, firstInvisibleCharacter(String(issue.input)) ?? ''),
    abort: true,
  });
