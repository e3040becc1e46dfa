/**
 * Route guards by name, run as route loaders (before the page renders). Remotes name a guard in
 * their route tables; the shell decides. An unknown name is an error.
 */
import { getJson } from '@shop/shared/api-client';
import { isLoggedInAtom } from '@shop/shared/auth';
import type { CartResponse } from '@shop/shared/contract';
import { readCookie } from '@shop/shared/cookies';
import { localeFromPath, pathFor } from '@shop/shared/routes';
import { shopStore } from '@shop/shared/store';
import { type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { type CheckoutStep, checkoutRedirect, type GatingCart } from './checkout-gating';

type GuardFactory = (routeName: string) => LoaderFunction;

function locationOf(request: Request) {
  const url = new URL(request.url);
  return { url, locale: localeFromPath(url.pathname) };
}

/** The stored cart, or an empty one when there is none or it cannot be read. */
export async function loadCartForGuard(): Promise<GatingCart> {
  const code = readCookie('cartCode');
  if (!code) return { items: [] };
  try {
    return (await getJson<CartResponse>(`/cart/${encodeURIComponent(code)}`)).cart;
  } catch {
    return { items: [] };
  }
}

const guards: Record<string, GuardFactory> = {
  auth:
    () =>
    ({ request }: LoaderFunctionArgs) => {
      if (shopStore.get(isLoggedInAtom)) return null;
      const { url, locale } = locationOf(request);
      const returnUrl = `${url.pathname}${url.search}`;
      return redirect(`${pathFor('login', {}, locale)}?returnUrl=${encodeURIComponent(returnUrl)}`);
    },
  guest:
    () =>
    ({ request }: LoaderFunctionArgs) => {
      if (!shopStore.get(isLoggedInAtom)) return null;
      return redirect(pathFor('home', {}, locationOf(request).locale));
    },
  checkout:
    (routeName) =>
    async ({ request }: LoaderFunctionArgs) => {
      const cart = await loadCartForGuard();
      const target = checkoutRedirect(routeName as CheckoutStep, cart);
      return target ? redirect(pathFor(target, {}, locationOf(request).locale)) : null;
    },
};

/** The loader of a route with the named guard; an unknown guard fails the route. */
export function guardLoader(guard: string | null, routeName: string): LoaderFunction | undefined {
  if (guard === null) return undefined;
  const factory = guards[guard];
  if (!factory) {
    return () => {
      throw new Error(`Unknown route guard: ${guard}`);
    };
  }
  return factory(routeName);
}
