/**
 * What any text arriving at the server may contain, written once for client and server: no NUL,
 * no control characters other than tab and newline (CR only as part of CRLF), no C1 controls and
 * no lone UTF-16 surrogates (which would be stored as U+FFFD, silently changing the data).
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Characters that show nothing or change how the text around them is shown, so two names that look
 * the same differ, or a name displays reversed: every Unicode format character (category Cf: zero
 * width space U+200B, direction marks U+200E/F and U+061C, embeddings and overrides U+202A-E,
 * isolates U+2066-9, word joiner and invisible operators U+2060-4, U+FEFF, soft hyphen U+00AD,
 * U+180E, interlinear annotation, tag characters...), the line and paragraph separators U+2028/9,
 * and the Hangul filler letters (U+115F, U+1160, U+3164, U+FFA0), which are letters that draw
 * nothing and a favourite for blank-looking names.
 *
 * The zero width non-joiner and joiner (U+200C, U+200D) are the exception, on purpose: Devanagari,
 * Malayalam, Bengali, Sinhala and the other Indic scripts need them to choose a half form or
 * chillu ("क्‍ष" is not drawn like "क्ष"), Persian and Urdu need ZWNJ inside words, and emoji
 * sequences are glued with ZWJ. They are allowed only right after a character of those scripts
 * (U+0600-U+06FF Arabic, U+0900-U+0DFF Devanagari to Sinhala) or an emoji; anywhere else, say
 * between two Latin letters, they only hide a difference and are refused like the rest.
 */
// The classes list single code points on purpose (joiners, combining ranges), never whole graphemes.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /(?![\u200c\u200d])\p{Cf}|[\u2028\u2029\u115f\u1160\u3164\uffa0]|(?<![\u0600-\u06ff\u0900-\u0dff\p{Extended_Pictographic}\u{1f3fb}-\u{1f3ff}\ufe0f])[\u200c\u200d]/u;

/** The first invisible or direction-changing character of a text as 'U+200B', or null when there is none. */
export function firstInvisibleCharacter(text: string): string | null {
  const found = INVISIBLE.exec(text);
  if (!found) return null;
  return `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The one spelling of a text that is stored and compared: Unicode NFC, so 'e' + U+0301 (combining
 * acute) and the single letter 'é' are the same text, as they look the same.
 */
export const normaliseText = (text: string): string => text.normalize('NFC');

/** Every invisible character, joiners included, for keys (which must not care whether one was typed). */
const ANY_INVISIBLE = /[\p{Cf}\u2028\u2029\u115f\u1160\u3164\uffa0]/gu;

/**
 * How names compare for "is this the same vendor / truck / route / user": what a reader sees.
 * Invisible characters out (joiners too: they change a letter's shape, not the word; a refused
 * character can only be in rows stored before it was refused), NFC, case-folded with toLowerCase,
 * outer spaces trimmed and every run of white space (any kind) one space.
 * 'Annapurna  LOGISTICS ' and 'annapurna logistics' have the same key.
 */
export function nameKey(text: string): string {
  return text
    .replace(ANY_INVISIBLE, '')
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The longest text any single field may carry. 800 UTF-16 units are at most 2,400 bytes in UTF-8,
 * under PostgreSQL's btree row limit (2,704 bytes), so no indexed column can overflow; field
 * schemas set tighter limits of their own.
 */
export const MAX_ANY_TEXT_LENGTH = 800;
/** How deep a JSON body may nest (the app's bodies are at most 3 levels deep). */
export const MAX_BODY_DEPTH = 8;
