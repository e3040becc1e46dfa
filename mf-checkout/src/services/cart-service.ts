/**
 * Checkout's background service, started by the shell: loads the stored cart for the header badge
 * and carries out `cart:add-item` requests from any page.
 */
import type { DynamicProductChoice } from '@shop/shared/contract';
import type { DynamicProductSelection } from '@shop/shared/event-bus';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { updateCartMutation } from '../features/cart/api/update-cart';
import { ensureCurrentCart, hasCart } from '../features/cart/current-cart';
import { namespace } from '../i18n/checkout-notices-i18n';
import { runMutation } from '../query/run-mutation';

let started = false;

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

export function start(): void {
  if (started) return;
  started = true;
  // The header badge shows the stored cart; a shopper without one gets none until adding.
  if (hasCart()) void ensureCurrentCart().catch(() => undefined);
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
          },
    );
    added
      .then(({ success }) =>
        eventBus.publish(
          'notice:show',
          success
            ? { kind: 'success', message: t('notice.added', { name: request.name }) }
            : { kind: 'error', message: t('notice.addFailed') },
        ),
      )
      .catch(() =>
        eventBus.publish('notice:show', { kind: 'error', message: t('notice.addFailed') }),
      );
  });
}
