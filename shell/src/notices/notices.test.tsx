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

  it('keeps a long notice long enough to read it, and closes one at once on request', () => {
    render(<Notices />);
    const long = 'x'.repeat(160);
    act(() => eventBus.publish('notice:show', { kind: 'info', message: long }));
    // 3 s and 50 ms for each of the 100 characters past the first 60: 8 s.
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByRole('status')).toHaveTextContent(long);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() =>
      eventBus.publish('notice:show', { kind: 'success', message: 'Sony FX6 je v košíku' }),
    );
    act(() => screen.getByRole('button', { name: 'Zavřít oznámení' }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
