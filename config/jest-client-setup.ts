import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs three jest projects side by side on two cores: a first render can take more than
// testing-library's default second, so findBy and waitFor wait up to five before failing.
configure({ asyncUtilTimeout: 5000 });

// Each test is a fresh browser tab: nothing one test typed (a trip draft) is found by the next.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
