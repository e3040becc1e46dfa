import '../i18n/shell-i18n';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { shopStore } from '@shop/shared/store';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { Notices } from '../notices/notices';
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

  it('is said once per browser, as a status line after the page, not as a notice', () => {
    const notices: string[] = [];
    const stop = eventBus.subscribe('notice:show', ({ message }) => notices.push(message));
    const { container, unmount } = renderShellEnd();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => announceOfflineReady(window.localStorage));
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent('Obchod je připraven i pro práci offline.');
    expect(line.tagName).toBe('P');
    // The last thing of the page, after its content, and no passing notice over it.
    expect(container.lastElementChild).toBe(line);
    expect(notices).toEqual([]);
    expect(window.localStorage.getItem(OFFLINE_READY_KEY)).toBeTruthy();
    unmount();

    // The next visit (a new install after the browser cleared its service workers) stays quiet.
    shopStore.set(serviceWorkerStateAtom, 'idle');
    renderShellEnd();
    act(() => announceOfflineReady(window.localStorage));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    stop();
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
