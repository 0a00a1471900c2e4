import { realWait } from './throttle';

// The app's login slow-down really waits (the suites pass a wait that only records the delay).
test('the real wait resolves after the delay asked for, not before', async () => {
  jest.useFakeTimers();
  try {
    let done = false;
    const waiting = realWait(400).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
