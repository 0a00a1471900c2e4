import userEvent from '@testing-library/user-event';

/** The person at the keyboard in the screen tests: userEvent with no pause between keys. */
export const user = userEvent.setup({ delay: null });

/** The same person, uploading past a file input's `accept` (for tests of the screen's own file checks). */
export const userIgnoringAccept = userEvent.setup({ delay: null, applyAccept: false });
