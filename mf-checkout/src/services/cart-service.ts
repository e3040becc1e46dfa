/**
 * Checkout's background service, started by the shell: loads the stored cart for the header badge,
 * carries out `cart:add-item` and `cart:add-offer` requests from any page, and links the cart to the customer on
 * signing in (`auth:signed-in`) and detaches it before signing out (`auth:signing-out`).
 */
import type { DynamicProductChoice } from '@shop/shared/contract';
import { readCookie } from '@shop/shared/cookies';
import type { DynamicProductSelection } from '@shop/shared/event-bus';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { shopStore } from '@shop/shared/store';
import { linkCartMutation } from '../features/cart/api/link-cart';
import { unlinkCartMutation } from '../features/cart/api/unlink-cart';
import { updateCartMutation } from '../features/cart/api/update-cart';
import { cartCodeAtom } from '../features/cart/cart-cache';
import { formatDays, otherCartDays } from '../features/cart/cart-days';
import { ensureCurrentCart, hasCart } from '../features/cart/current-cart';
import { namespace } from '../i18n/checkout-notices-i18n';
import { runMutation } from '../query/run-mutation';

let started = false;

/**
 * The notice of a refused add: a price offer in the cart blocks other items until it is removed
 * (the spec's rule, its own words), anything else the general "try again".
 */
function refusalNotice(errorKey: string | null): string {
  return errorKey === 'offer_blocks_items' ? 'notice.offerBlocksItems' : 'notice.addFailed';
}

/** The bus carries pieces per option; the API takes each option's product id once per piece. */
export function toChoice(selection: DynamicProductSelection): DynamicProductChoice {
  return Object.fromEntries(
    Object.entries(selection).map(([group, options]) => [
      group,
      options.flatMap(({ productId, quantity }) =>
        Array.from({ length: Math.max(1, quantity) }, () => productId),
      ),
    ]),
  );
}

/**
 * Links the shopper's cart, if there is one (signing in or out creates none), to the customer who
 * just signed in, or detaches it from the one signing out (while the token is still set). A cart
 * already ordered or another customer's is refused by the API and stays as it is; the session
 * changes either way.
 */
function changeCartLink(mutation: typeof linkCartMutation | typeof unlinkCartMutation) {
  const code = shopStore.get(cartCodeAtom) ?? readCookie('cartCode');
  if (!code) return Promise.resolve();
  return runMutation(mutation(), code).then(
    () => undefined,
    () => undefined,
  );
}

export function start(): void {
  if (started) return;
  started = true;
  eventBus.subscribe('auth:signed-in', () => void changeCartLink(linkCartMutation));
  eventBus.subscribe('auth:signing-out', ({ waitFor }) =>
    waitFor(changeCartLink(unlinkCartMutation)),
  );
  // The header badge shows the stored cart; a shopper without one gets none until adding.
  if (hasCart()) void ensureCurrentCart().catch(() => undefined);
  eventBus.subscribe('cart:add-offer', ({ offerId, password, reply }) =>
    reply(runMutation(updateCartMutation(), { kind: 'AddOffer', offerId, password })),
  );
  eventBus.subscribe('cart:add-item', (request) => {
    const t = i18n.getFixedT(null, namespace);
    const added = runMutation(
      updateCartMutation(),
      request.type === 'dynamicProduct' && request.configuration
        ? {
            kind: 'DynamicProduct',
            id: request.productId,
            quantity: request.quantity,
            isSale: request.isSale,
            configuration: toChoice(request.configuration),
            ...(request.dates ? { dates: request.dates } : {}),
          }
        : {
            kind: 'Add',
            items: [
              {
                id: request.productId,
                type: request.type ?? 'product',
                quantity: request.quantity,
                isSale: request.isSale,
              },
            ],
            ...(request.dates ? { dates: request.dates } : {}),
          },
    );
    added
      .then(({ success, errorKey, cart }) => {
        if (!success) {
          eventBus.publish('notice:show', { kind: 'error', message: t(refusalNotice(errorKey)) });
          return;
        }
        const locale = i18n.language === 'en' ? 'en' : 'cs';
        const other = request.dates ? otherCartDays(cart, request.dates) : null;
        eventBus.publish(
          'notice:show',
          other
            ? {
                kind: 'info',
                message: t('notice.addedOtherDates', {
                  name: request.name,
                  cart: formatDays(other, locale),
                  picked: formatDays(request.dates ?? other, locale),
                }),
              }
            : { kind: 'success', message: t('notice.added', { name: request.name }) },
        );
      })
      .catch(() =>
        eventBus.publish('notice:show', { kind: 'error', message: t('notice.addFailed') }),
      );
  });
}
