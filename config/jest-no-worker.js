// jsdom has no Web Worker, and jest cannot read import.meta: Excel files are written in the page.
module.exports = { createSheetWorker: () => null };
