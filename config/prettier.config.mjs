// Prettier, the house formatter (`npm run format` writes, `npm run format:check` is part of `npm run lint`).
// Chosen to change the existing code least: single quotes, semicolons, trailing commas and `(x) =>`
// were already the habit. 110 columns keeps lines readable side by side; the 300-line file cap is
// what keeps files short, not long lines.
/** @type {import('prettier').Config} */
export default {
  printWidth: 110,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
};
