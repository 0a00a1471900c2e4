/**
 * Indian mobile numbers: 10 digits whose first is 6, 7, 8 or 9, written bare or after the country
 * code (+91 or 91) or the trunk prefix 0. Spaces, dashes, dots and brackets between digits are
 * separators. A landline (an STD code and number, 10 digits starting 1-5) is not a mobile, and
 * WhatsApp's click-to-chat would open a chat with nobody.
 *
 * Source: techrounder.com, "Understanding the structure of mobile phone numbers in India"
 * (https://www.techrounder.com/telecom/understanding-the-structure-of-mobile-phone-numbers-in-india/):
 * "All mobile numbers in India are 10 digits long", "mobile numbers start with either 6, 7, 8, or 9",
 * country code +91; sent.dm's India page (https://www.sent.dm/resources/IN): national prefix 0.
 * Both describe the DoT National Numbering Plan 2003, whose own text was not found: unconfirmed.
 */
export const INDIAN_MOBILE_SOURCE =
  'https://www.techrounder.com/telecom/understanding-the-structure-of-mobile-phone-numbers-in-india/ (unconfirmed against the DoT National Numbering Plan 2003)';

const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;
const SEPARATORS = /[\s\-.()]/g;

/** The 10-digit Indian mobile number a text holds ('+91 98220 12345' -> '9822012345'); null when it holds none. */
export function indianMobile(text: string): string | null {
  return INDIAN_MOBILE.exec(text.trim().replace(SEPARATORS, ''))?.[1] ?? null;
}
