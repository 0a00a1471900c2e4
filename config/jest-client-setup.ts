import '@testing-library/jest-dom';

// Each test is a fresh browser tab: nothing one test typed (a trip draft) is found by the next.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
