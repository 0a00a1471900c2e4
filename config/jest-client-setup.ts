import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs two jest workers beside PostgreSQL on two cores: a first render (a lazy chunk, a form
// with its look-ups) can take more than testing-library's default second, so findBy and waitFor
// wait up to ten before failing. A passing test waits only as long as its screen needs.
configure({ asyncUtilTimeout: 10_000 });

// Each test is a fresh browser tab: nothing one test typed (a trip draft) is found by the next.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
