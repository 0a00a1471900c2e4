// Images imported by components resolve to their URL in the browser; a fixed name in jsdom tests.
module.exports = 'test-file-stub';
