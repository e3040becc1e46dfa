/**
 * Where pages open: new pages at their top or their fragment, Back at the position left, also
 * when the page's content arrives after its route has rendered. jsdom lays nothing out, so the
 * window here is a model: each `[data-row]` is 100 px tall, and `scrollTo` stops at the page's end
 * as a browser's does.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  followScrollTarget,
  PageScroll,
  type SavedPosition,
  SCROLL_WAIT_MS,
  scrollTarget,
} from './page-scroll';

const VIEWPORT = 800;
let y = 0;
const pageHeight = () => VIEWPORT + document.querySelectorAll('[data-row]').length * 100;
const scrollIntoView = jest.fn();

beforeAll(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: pageHeight,
  });
  window.scrollTo = ((x: number | ScrollToOptions, top?: number) => {
    const wanted = typeof x === 'number' ? (top ?? 0) : (x.top ?? 0);
    y = Math.max(0, Math.min(wanted, pageHeight() - VIEWPORT));
  }) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  y = 0;
  scrollIntoView.mockClear();
  window.sessionStorage.clear();
});

afterEach(cleanup);

/** Rows that arrive after the page has rendered, as a remote page's data does (`delay` ms). */
function LateRows({ count, delay = 30 }: { count: number; delay?: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(count), delay);
    return () => clearTimeout(timer);
  }, [count, delay]);
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without identity of their own
        <li key={index} data-row="">
          Produkt {index + 1}
        </li>
      ))}
    </ul>
  );
}

function ProductPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>Sony FX6</h1>
      {ready ? (
        <>
          <LateRows count={20} delay={0} />
          <h2 id="parametry">Parametry</h2>
        </>
      ) : null}
    </>
  );
}

/** The shop on `initial`; `rendered` starts it on a page the server rendered (hydration data). */
function renderShop(initial = '/objektivy', { rendered = false } = {}) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const savedPosition = (key: string): SavedPosition =>
    router?.state.location.key === key ? router.state.restoreScrollPosition : null;
  router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageScroll savedPosition={savedPosition} />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/objektivy',
            element: (
              <>
                <h1 id="objektivy">Objektivy</h1>
                <LateRows count={60} />
              </>
            ),
          },
          { path: '/:slug', element: <ProductPage /> },
        ],
      },
    ],
    { initialEntries: [initial], ...(rendered ? { hydrationData: { loaderData: {} } } : {}) },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function untilRows(count: number) {
  await waitFor(() => expect(document.querySelectorAll('[data-row]')).toHaveLength(count));
}

describe('the target a page opens at', () => {
  it.each<[string, SavedPosition, ReturnType<typeof scrollTarget>]>([
    ['', 2400, { y: 2400 }],
    ['#parametry', 2400, { y: 2400 }],
    ['', 0, null],
    ['', null, null],
    ['#parametry', null, { id: 'parametry' }],
    ['#p%C5%99%C3%ADslu%C5%A1enstv%C3%AD', null, { id: 'příslušenství' }],
    ['#%E0%A4%A', null, null],
    ['#parametry', false, { id: 'parametry' }],
    ['', false, null],
    ['#', null, null],
  ])('hash %j with the position %j: %j', (hash, saved, expected) => {
    expect(scrollTarget(hash, saved)).toEqual(expected);
  });
});

describe('following a target the page cannot show yet', () => {
  afterEach(() => jest.useRealTimers());

  it('scrolls there as soon as the page is long enough', async () => {
    const stop = followScrollTarget({ y: 1500 });
    expect(y).toBe(0);
    render(<LateRows count={30} delay={0} />);
    await untilRows(30);
    await waitFor(() => expect(y).toBe(1500));
    stop();
  });

  it('leaves the scrolling to a shopper who has started', async () => {
    followScrollTarget({ y: 1500 });
    window.dispatchEvent(new Event('wheel'));
    render(<LateRows count={30} delay={0} />);
    await untilRows(30);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(y).toBe(0);
  });

  it('gives up after a while', async () => {
    jest.useFakeTimers();
    followScrollTarget({ y: 1500 });
    jest.advanceTimersByTime(SCROLL_WAIT_MS);
    jest.useRealTimers();
    render(<LateRows count={30} delay={0} />);
    await untilRows(30);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(y).toBe(0);
  });
});

describe('opening pages in the router', () => {
  it('opens a new page at its top and returns to the list where it was left, once its rows are back', async () => {
    const router = renderShop();
    await untilRows(60);
    act(() => window.scrollTo(0, 4200));
    expect(y).toBe(4200);

    await act(() => router.navigate('/sony-fx6'));
    await screen.findByRole('heading', { level: 1, name: 'Sony FX6' });
    expect(y).toBe(0);

    // Back: the list's route renders at once, its rows a moment later (its data on the way).
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Objektivy' });
    await untilRows(60);
    await waitFor(() => expect(y).toBe(4200));

    // Forward: the product where it was left, its top.
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: 'Sony FX6' });
    await untilRows(20);
    expect(y).toBe(0);
  });

  it('opens a page at the part its fragment names, once that part is there', async () => {
    const router = renderShop();
    await untilRows(60);
    act(() => window.scrollTo(0, 3000));
    await act(() => router.navigate('/sony-fx6#parametry'));
    expect(y).toBe(0);
    const target = await screen.findByRole('heading', { name: 'Parametry' });
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(target));
  });

  it('opens a page the server rendered at a part that comes with its data in the browser', async () => {
    renderShop('/sony-fx6#parametry', { rendered: true });
    const target = await screen.findByRole('heading', { name: 'Parametry' });
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(target));
  });

  it('leaves a page the server rendered where the browser placed it when its part came with it', async () => {
    renderShop('/objektivy#objektivy', { rendered: true });
    await untilRows(60);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps the place when a list changes itself without opening a new page', async () => {
    const router = renderShop();
    await untilRows(60);
    act(() => window.scrollTo(0, 2000));
    await act(() =>
      router.navigate('/objektivy?page=2', { replace: true, preventScrollReset: true }),
    );
    expect(y).toBe(2000);
  });
});
