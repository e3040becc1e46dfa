import '../i18n/shell-i18n';
import { eventBus } from '@shop/shared/event-bus';
import { act, render, screen } from '@testing-library/react';
import { Notices, noticeDurationMs } from './notices';

describe('notices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a published notice and hides it after 3000 ms', () => {
    render(<Notices />);
    act(() =>
      eventBus.publish('notice:show', { kind: 'success', message: 'Sony FX6 je v košíku' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sony FX6 je v košíku');
    act(() => jest.advanceTimersByTime(noticeDurationMs - 1));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(noticeDurationMs).toBe(3000);
  });
});
