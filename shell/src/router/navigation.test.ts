import { registerAllRoutes } from '@test/render-page';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { createNavigationLoader } from './navigation';

registerAllRoutes();

const routes: RouteObject[] = [
  { path: '/', handle: { name: 'home' } },
  { path: '/:slug', handle: { name: 'slug' } },
];

function visit(loader: ReturnType<typeof createNavigationLoader>, path: string) {
  const args = { request: new Request(`http://localhost${path}`), params: {} };
  return loader(args as unknown as LoaderFunctionArgs);
}

function setUp(answers: Record<string, string | null> = {}) {
  const fetchRedirect = jest.fn(async (path: string) => ({ target: answers[path] ?? null }));
  const loader = createNavigationLoader({
    routes: () => routes,
    updateAvailable: () => false,
    navigate: jest.fn(),
    fetchRedirect,
  });
  return { loader, fetchRedirect };
}

describe('navigation loader', () => {
  it('redirects a path the lookup knows', async () => {
    const { loader } = setUp({ '/stara-kamera': '/kamery' });
    const result = (await visit(loader, '/stara-kamera')) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('/kamery');
  });

  it('asks the API once per path, also when only the query string changes', async () => {
    const { loader, fetchRedirect } = setUp();
    await visit(loader, '/kamery');
    await visit(loader, '/kamery?page=2');
    await visit(loader, '/kamery?page=2&priceMin=100');
    expect(fetchRedirect).toHaveBeenCalledTimes(1);
    await visit(loader, '/objektivy');
    expect(fetchRedirect).toHaveBeenCalledTimes(2);
  });

  it('applies the fixed rules even on the same path', async () => {
    const { loader } = setUp();
    await visit(loader, '/kosik/refresh-cart');
    const result = (await visit(loader, '/kosik/refresh-cart?cartCode=abc')) as Response;
    expect(result.headers.get('Location')).toBe('/kosik/sdilet/abc');
  });
});
