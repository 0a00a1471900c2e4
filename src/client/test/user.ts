import userEvent from '@testing-library/user-event';

/** The person at the keyboard in the screen tests: userEvent with no pause between keys. */
export const user = userEvent.setup({ delay: null });
