import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';

// CI runs two jest workers beside PostgreSQL on two cores: a first render (a lazy chunk, a form
// with its look-ups) can take more than testing-library's default second, so findBy and waitFor
// wait up to ten before failing. A passing test waits only as long as its screen needs.
configure({ asyncUtilTimeout: 10_000 });

// Each test is a fresh browser tab: nothing one test typed (a trip draft) is found by the next.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});

// React's development build records, for every element it creates, where it was created (an Error
// with its stack: the "owner stack" of its warnings), up to 10,000 elements a second, then stops
// until the next second. The screens here create far more: those Errors were a tenth of a
// render's time. No setting turns them off, so the tests start with that budget spent. Warnings
// (act(), keys, nesting) are printed as before, with component stacks but without the owner
// frames; REACT_OWNER_STACKS=1 keeps them when a warning must be traced.
const reactInternals: { recentlyCreatedOwnerStacks?: number } | undefined = Reflect.get(
  React,
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
);
if (
  process.env.REACT_OWNER_STACKS !== '1' &&
  reactInternals &&
  'recentlyCreatedOwnerStacks' in reactInternals
) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => {} });
}
