/**
 * The typed event bus between the shell and the remotes. Every event is declared in
 * `ShopEvents`; publishing an undeclared event or a wrong payload does not compile.
 */

import type { CartUpdateReply } from '../contract/cart';

export type NoticeKind = 'success' | 'error' | 'info';

/** A dynamic product's chosen options: per configuration group, product ids and pieces. */
export type DynamicProductSelection = Record<
  string,
  Array<{ productId: number; quantity: number }>
>;

/** A rental period as the shopper picked it: Europe/Prague dates, ISO `2026-11-23`. */
export interface RentalDates {
  from: string;
  to: string;
}

export interface ShopEvents {
  /**
   * A page asks the cart owner (checkout) to add an item. A dynamic product (`type`
   * 'dynamicProduct') carries the shopper's `configuration`.
   */
  'cart:add-item': {
    productId: number;
    quantity: number;
    isSale: boolean;
    name: string;
    type?: 'product' | 'bundle' | 'dynamicProduct';
    configuration?: DynamicProductSelection;
    /** The days the item was picked for (a rented one): the cart keeps them when it has none. */
    dates?: RentalDates;
  };
  /**
   * A page asks the cart owner (checkout) to add a staff price offer, by its number and the
   * password staff gave the customer, to the shopper's cart (a new one when there is none). The
   * owner hands its answer, the cart as it now is, refused or not, to `reply`.
   */
  'cart:add-offer': {
    offerId: number;
    password: string;
    reply: (answer: Promise<CartUpdateReply>) => void;
  };
  /** The cart owner reports the cart after every change. */
  'cart:changed': { cartCode: string; itemCount: number };
  /** Shows a notice (toast) in the shell; `message` is already translated. */
  'notice:show': { kind: NoticeKind; message: string };
  /**
   * The rental dates the shopper picked (e.g. on a product detail), for checkout and other pages;
   * a late subscriber receives the last pick.
   */
  'rental:dates': RentalDates;
  /**
   * The shell signed the shopper in (a live access token is set): the cart owner links the
   * current cart to the customer.
   */
  'auth:signed-in': { method: 'password' | 'google' };
  /**
   * The shell is about to sign out, the access token still set: a subscriber with work to finish
   * first (detaching the cart) hands its promise to `waitFor`; the shell waits a short while for
   * them and signs out in any case.
   */
  'auth:signing-out': { waitFor: (task: Promise<unknown>) => void };
}

export type ShopEventName = keyof ShopEvents;
type Handler<K extends ShopEventName> = (payload: ShopEvents[K]) => void;

/** Commands kept until their first subscriber arrives (its remote may still be loading). */
const bufferedEvents: ReadonlySet<ShopEventName> = new Set(['cart:add-item', 'cart:add-offer']);
/** States whose last value a new subscriber receives at once. */
const replayedEvents: ReadonlySet<ShopEventName> = new Set(['cart:changed', 'rental:dates']);
const maxBuffered = 20;

export interface EventBus {
  publish<K extends ShopEventName>(name: K, payload: ShopEvents[K]): void;
  subscribe<K extends ShopEventName>(name: K, handler: Handler<K>): () => void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<ShopEventName, Set<Handler<ShopEventName>>>();
  const pending = new Map<ShopEventName, unknown[]>();
  const last = new Map<ShopEventName, unknown>();

  const bus: EventBus = {
    publish(name, payload) {
      if (replayedEvents.has(name)) last.set(name, payload);
      const set = handlers.get(name);
      if (!set || set.size === 0) {
        if (bufferedEvents.has(name)) {
          const queue = pending.get(name) ?? [];
          if (queue.length < maxBuffered) queue.push(payload);
          pending.set(name, queue);
        }
        return;
      }
      for (const handler of [...set]) {
        try {
          handler(payload);
        } catch (error) {
          // One failing subscriber must not stop the others.
          console.error(`Event handler for ${name} failed`, error);
        }
      }
    },
    subscribe(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<ShopEventName>);
      handlers.set(name, set);
      if (last.has(name)) handler(last.get(name) as ShopEvents[typeof name]);
      const queue = pending.get(name);
      if (queue) {
        pending.delete(name);
        for (const payload of queue) bus.publish(name, payload as ShopEvents[typeof name]);
      }
      return () => {
        set.delete(handler as Handler<ShopEventName>);
      };
    },
  };
  return bus;
}

/** The page's one bus (a federation singleton). */
export const eventBus: EventBus = createEventBus();
