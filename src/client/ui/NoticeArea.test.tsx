import { act, screen, within } from '@testing-library/react';
import { user } from '../test/user';
import { useState } from 'react';
import { renderWithProviders } from '../test/render-with-providers';
import { Modal } from './Modal';
import { useNotify } from './use-notify';

/** A screen with a dialog and buttons that raise notices. */
function Playground() {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  // Each press says its own numbered words, so a test can tell one notice from the next.
  const numbered = (say: (text: string) => void, words: string) => () => {
    setCount((n) => n + 1);
    say(`${words} ${count + 1}`);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open dialog</button>
      <button onClick={() => notify.error('Current password is incorrect.')}>Fail</button>
      <button onClick={() => notify.success('Password updated.')}>Succeed</button>
      <button onClick={() => notify.attempt()}>Try again</button>
      <button onClick={numbered((text) => notify.success(text), 'Saved')}>Save</button>
      <button onClick={numbered((text) => notify.error(text), 'Problem')}>Another</button>
      <Modal title="Reset Password" open={open} onClose={() => setOpen(false)}>
        <button onClick={() => notify.error('Current password is incorrect.')}>Fail inside</button>
      </Modal>
    </>
  );
}

// The notice's own words: its text without the close button's name.
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => within(alert).getByText(/./, { selector: '.notice__text' }).textContent);

describe('the notice area', () => {
  test('identical messages are not stacked', async () => {
    renderWithProviders(<Playground />);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(alerts()).toEqual(['Current password is incorrect.']);
  });

  test('at most three are shown, newest first', async () => {
    renderWithProviders(<Playground />);
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(alerts()).toEqual(['Saved 5', 'Saved 4', 'Saved 3']);
  });

  test("a new error supersedes the screen's earlier one", async () => {
    renderWithProviders(<Playground />);
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Another' }));
    expect(alerts()).toEqual(['Problem 3']);
  });

  test('a success supersedes the error before it, and fades after 3 s; an error stays', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Playground />);
      await user.click(screen.getByRole('button', { name: 'Fail' }));
      act(() => jest.advanceTimersByTime(10_000));
      expect(alerts()).toEqual(['Current password is incorrect.']);
      await user.click(screen.getByRole('button', { name: 'Succeed' }));
      expect(alerts()).toEqual(['Password updated.']);
      act(() => jest.advanceTimersByTime(3_000));
      expect(alerts()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  test("a new attempt clears the last attempt's error", async () => {
    renderWithProviders(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(alerts()).toEqual([]);
  });

  test('while a dialog is open the notices render inside it and can be dismissed there', async () => {
    renderWithProviders(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(within(dialog).getByText('Current password is incorrect.')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1)
      await user.click(within(dialog).getByRole('button', { name: 'Fail inside' }));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  test('when the dialog closes the notices return to the page', async () => {
    renderWithProviders(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByRole('button', { name: 'Fail inside' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alerts()).toEqual(['Current password is incorrect.']);
  });
});

describe('the room the page keeps for the notices', () => {
  /** A ResizeObserver that reports at once; jsdom lays nothing out, so each notice counts 50 px. */
  const observers = new Set<ReportingObserver>();
  class ReportingObserver {
    constructor(readonly report: () => void) {
      observers.add(this);
    }
    observe() {
      this.report();
    }
    disconnect() {
      observers.delete(this);
    }
  }
  const resized = () => act(() => observers.forEach((o) => o.report()));
  const root = document.documentElement;
  beforeEach(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ReportingObserver;
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('notice-area') ? screen.queryAllByRole('alert').length * 50 : 0;
    });
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
  });

  test("is the notice area's height (the layout moves the page by it on a phone), and none once the area goes", async () => {
    const { unmount } = renderWithProviders(<Playground />);
    expect(root.style.getPropertyValue('--notice-space')).toBe('0px');
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await screen.findByText('Current password is incorrect.');
    resized();
    expect(root.style.getPropertyValue('--notice-space')).toBe('50px');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved 2');
    resized();
    expect(screen.getAllByRole('alert')).toHaveLength(2); // a success supersedes the error
    expect(root.style.getPropertyValue('--notice-space')).toBe('100px');
    unmount();
    expect(root.style.getPropertyValue('--notice-space')).toBe('');
  });
});
