import { render, screen } from '@testing-library/react';
import { Component, lazy, type ReactNode } from 'react';
import { ChunkBoundary, CHUNK_MESSAGES } from './ChunkBoundary';

/** What webpack rejects an import() with when the chunk's script fails (e.g. removed by a redeploy). */
function chunkLoadError() {
  const error = new Error('Loading chunk 512 failed.\n(error: http://localhost/assets/reports.0a1b.js)');
  error.name = 'ChunkLoadError';
  return error;
}

class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p>Outer caught: {this.state.message}</p> : this.props.children;
  }
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows a spinner while the screen loads, then the screen', async () => {
  const Screen = lazy(async () => ({ default: () => <h2>Reports screen</h2> }));
  render(
    <ChunkBoundary>
      <Screen />
    </ChunkBoundary>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(CHUNK_MESSAGES.loading);
  expect(await screen.findByRole('heading', { name: 'Reports screen' })).toBeInTheDocument();
});

test('a screen whose chunk cannot be fetched shows why and a Reload button, not a blank page', async () => {
  const Screen = lazy(() => Promise.reject(chunkLoadError()));
  render(
    <ChunkBoundary>
      <Screen />
    </ChunkBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the app could not be loaded. The app may have been updated since this page was opened, or the connection dropped.',
  );
  expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
});

test('inline (a dialog, the bell): nothing while loading, a Reload button that says why if it fails', async () => {
  const Bell = lazy(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/bell.js'),
    ),
  );
  render(
    <ChunkBoundary variant="inline">
      <Bell />
    </ChunkBoundary>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Reload' })).toHaveAttribute(
    'title',
    CHUNK_MESSAGES.failed,
  );
});

test('any other error is not taken for a failed chunk: it goes on to the next boundary', async () => {
  const Broken = lazy(async () => ({
    default: () => {
      throw new Error('a bug in the screen');
    },
  }));
  render(
    <Outer>
      <ChunkBoundary>
        <Broken />
      </ChunkBoundary>
    </Outer>,
  );
  expect(await screen.findByText('Outer caught: a bug in the screen')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
});
