import '../i18n/shell-i18n';
import { i18n } from '@shop/shared/i18n';
import { shopStore } from '@shop/shared/store';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { Notices, noticeDurationMs } from '../notices/notices';
import {
  announceOfflineReady,
  OFFLINE_READY_KEY,
  serviceWorkerStateAtom,
} from './register-service-worker';
import { ServiceWorkerBanner } from './service-worker-banner';

function renderShellEnd() {
  return render(
    <Provider store={shopStore}>
      <main>
        <h1>Půjčovna</h1>
      </main>
      <Notices />
      <ServiceWorkerBanner />
    </Provider>,
  );
}

describe('ready for offline', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    shopStore.set(serviceWorkerStateAtom, 'idle');
    await i18n.changeLanguage('cs');
  });
  afterEach(() => jest.useRealTimers());

  it('is said once per browser, as a notice that passes after 3000 ms like the others', () => {
    jest.useFakeTimers();
    const { unmount } = renderShellEnd();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => announceOfflineReady(window.localStorage));
    const notices = screen.getByRole('region', { name: 'Oznámení' });
    expect(within(notices).getByRole('status')).toHaveTextContent(
      'Obchod je připraven i pro práci offline.',
    );
    expect(window.localStorage.getItem(OFFLINE_READY_KEY)).toBeTruthy();
    act(() => jest.advanceTimersByTime(noticeDurationMs - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    // The next visit (a new install after the browser cleared its service workers) stays quiet.
    renderShellEnd();
    act(() => announceOfflineReady(window.localStorage));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks the language of the page', async () => {
    await i18n.changeLanguage('en');
    renderShellEnd();
    act(() => announceOfflineReady(window.localStorage));
    expect(screen.getByRole('status')).toHaveTextContent('The shop is ready to work offline.');
    await act(() => i18n.changeLanguage('cs'));
  });

  it('is not said when the browser keeps no storage', () => {
    renderShellEnd();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    act(() => announceOfflineReady(refusing));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('still offers a new version over the page until it is used', () => {
    renderShellEnd();
    act(() => shopStore.set(serviceWorkerStateAtom, 'need-refresh'));
    expect(screen.getByRole('status')).toHaveTextContent('Je k dispozici nová verze obchodu.');
    expect(screen.getByRole('button', { name: 'Načíst znovu' })).toBeInTheDocument();
  });
});
