import { act, render, screen } from '@testing-library/react';
import { GENERIC_MESSAGES } from '../../shared/common/messages';
import { OfflineBanner } from './OfflineBanner';

test('says the screen opened from the phone while there is no network, and goes when it returns', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  render(<OfflineBanner />);
  expect(screen.queryByRole('status')).toBeNull();

  onLine.mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByRole('status')).toHaveTextContent(GENERIC_MESSAGES.offline);

  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.queryByRole('status')).toBeNull();
  onLine.mockRestore();
});
