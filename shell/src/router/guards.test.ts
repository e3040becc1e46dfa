import { clearTokens, setTokens } from '@shop/shared/auth';
import type { RouteGuardContext } from '@shop/shared/routes';
import { registerAllRoutes } from '@test/render-page';
import type { LoaderFunctionArgs } from 'react-router';
import { loadRouteModule } from '../federation/page-loader';
import { guardedReload } from '../version/reload-guard';
import { type GuardedRoute, guardLoader } from './guards';

// The remote's module as the federation runtime would give it; no remote runs in these tests.
jest.mock('../federation/page-loader', () => ({ loadRouteModule: jest.fn() }));
jest.mock('../version/reload-guard', () => ({
  ...jest.requireActual('../version/reload-guard'),
  guardedReload: jest.fn(() => true),
}));
const loadModule = jest.mocked(loadRouteModule);

registerAllRoutes();

async function run(route: GuardedRoute, url: string) {
  const loader = guardLoader(route);
  if (!loader) throw new Error('no loader');
  const args = { request: new Request(`http://shop.test${url}`), params: {}, context: {} };
  const result = await loader(args as LoaderFunctionArgs);
  return result instanceof Response ? result.headers.get('Location') : result;
}

const account: GuardedRoute = { name: 'user-account', remote: 'account', guard: 'auth' };
const login: GuardedRoute = { name: 'login', remote: 'account', guard: 'guest' };
const summary: GuardedRoute = { name: 'checkout-summary', remote: 'checkout', guard: 'checkout' };

/** A remote guard answering `target`, remembering what it was told. */
function remoteGuardAnswering(target: string | null) {
  const seen: RouteGuardContext[] = [];
  loadModule.mockResolvedValue({
    default: async (context: RouteGuardContext) => {
      seen.push(context);
      return target;
    },
  });
  return seen;
}

describe('route guards', () => {
  afterEach(() => {
    clearTokens();
    loadModule.mockReset();
  });

  describe('built into the shell', () => {
    it('auth sends a guest to login with the way back, in the page language', async () => {
      expect(await run(account, '/en/account?tab=2')).toBe(
        '/en/login?returnUrl=%2Fen%2Faccount%3Ftab%3D2',
      );
      expect(await run(account, '/ucet')).toBe('/prihlaseni?returnUrl=%2Fucet');
    });

    it('auth lets a signed-in customer in; guest sends them home', async () => {
      setTokens({ accessToken: 't', tokenType: 'Bearer', expiresAt: Date.now() + 60_000 });
      expect(await run(account, '/ucet')).toBeNull();
      expect(await run(login, '/en/login')).toBe('/en');
    });

    it('guest lets a guest in, loading nothing from the remote', async () => {
      expect(await run(login, '/prihlaseni')).toBeNull();
      expect(loadModule).not.toHaveBeenCalled();
    });
  });

  describe("a remote's own", () => {
    it.each([
      ['/checkout/rekapitulace', 'cs', '/checkout/kosik'],
      ['/en/checkout/summary', 'en', '/en/checkout/personal-data'],
    ] as const)('at %s (%s) redirects where the guard says: %s', async (path, locale, target) => {
      const seen = remoteGuardAnswering(target);
      expect(await run(summary, path)).toBe(target);
      expect(loadModule).toHaveBeenCalledWith('checkout', 'guards', 'checkout');
      expect(seen).toEqual([
        { routeName: 'checkout-summary', url: new URL(`http://shop.test${path}`), locale },
      ]);
    });

    it('opens the route when the guard answers null', async () => {
      remoteGuardAnswering(null);
      expect(await run(summary, '/checkout/rekapitulace')).toBeNull();
    });

    it('a guard name its remote does not expose fails the route', async () => {
      // What the federation runtime does for an expose the remote's container lacks.
      loadModule.mockRejectedValue(new Error('Module "./guards/vip" does not exist in container.'));
      await expect(run({ ...summary, guard: 'vip' }, '/checkout/rekapitulace')).rejects.toThrow(
        'Route guard checkout/guards/vip could not be loaded',
      );
    });

    it('a module that exports no guard fails the route', async () => {
      loadModule.mockResolvedValue({ default: 'not a guard' } as never);
      await expect(run(summary, '/checkout/rekapitulace')).rejects.toThrow(
        'checkout/guards/checkout exports no guard',
      );
    });

    it('a refused remote loads nothing and leaves its fallback page to the route', async () => {
      loadModule.mockResolvedValue(null);
      expect(await run(summary, '/checkout/rekapitulace')).toBeNull();
    });

    it('files of an older deploy reload the route being opened (guarded)', async () => {
      const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), {
        name: 'ChunkLoadError',
      });
      loadModule.mockRejectedValue(chunkError);
      const outcome = await Promise.race([
        run(summary, '/en/checkout/summary'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
      ]);
      expect(outcome).toBe('still waiting');
      expect(guardedReload).toHaveBeenCalledWith('http://shop.test/en/checkout/summary');
    });
  });

  it('a route without a guard has no loader', () => {
    expect(guardLoader({ ...summary, guard: null })).toBeUndefined();
  });
});
