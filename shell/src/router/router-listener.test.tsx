/**
 * The shell listens to the router only after the router's provider has subscribed: while nobody
 * listens, React Router holds a navigation's end for the provider, so a first navigation that
 * ends while React is still rendering the page reaches it (the page does not stay "Načítám…").
 */
import '../i18n/shell-i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ShopPage } from '../layouts/shop-root';
import { RouterListener } from './router-listener';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

afterEach(cleanup);

describe('listening to the router', () => {
  it('starts after the provider has subscribed, and hears the state it starts from', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => sleep(5).then(() => null),
        hydrateFallbackElement: <p>Načítám…</p>,
        element: <h1>Objektivy</h1>,
      },
    ]);
    const subscribe = jest.spyOn(router, 'subscribe');
    let subscribersBefore = -1;
    const heard: string[] = [];
    const listen = () => {
      subscribersBefore = subscribe.mock.calls.length;
      heard.push(`${router.state.location.pathname}${router.state.location.search}`);
      return router.subscribe((state) => heard.push(state.location.search));
    };
    render(
      <ShopPage
        router={<RouterProvider router={router} />}
        afterRouter={<RouterListener listen={listen} />}
      />,
    );
    // The provider's subscription came first (and was the only one when the router started).
    expect(subscribersBefore).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Objektivy' })).toBeInTheDocument();
    await act(() => router.navigate('/?page=2'));
    // At once the state it starts from, then every change (the first page's end, the next one).
    expect(heard[0]).toBe('/');
    expect(heard.at(-1)).toBe('?page=2');
  });

  it('stops listening when the page goes', () => {
    const router = createMemoryRouter([{ path: '/', element: <h1>Objektivy</h1> }]);
    const stop = jest.fn();
    const { unmount } = render(
      <ShopPage
        router={<RouterProvider router={router} />}
        afterRouter={<RouterListener listen={() => stop} />}
      />,
    );
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
