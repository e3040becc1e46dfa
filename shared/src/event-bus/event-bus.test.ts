import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers a payload to every subscriber and stops after unsubscribe', () => {
    const bus = createEventBus();
    const first = jest.fn();
    const second = jest.fn();
    const off = bus.subscribe('notice:show', first);
    bus.subscribe('notice:show', second);
    bus.publish('notice:show', { kind: 'info', message: 'hello' });
    off();
    bus.publish('notice:show', { kind: 'info', message: 'again' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ kind: 'info', message: 'hello' });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps add-to-cart requests until the cart owner subscribes', () => {
    const bus = createEventBus();
    bus.publish('cart:add-item', { productId: 1, quantity: 1, isSale: false, name: 'A' });
    bus.publish('cart:add-item', { productId: 2, quantity: 3, isSale: true, name: 'B' });
    const handler = jest.fn();
    bus.subscribe('cart:add-item', handler);
    expect(handler.mock.calls.map(([payload]) => payload.productId)).toEqual([1, 2]);
    const late = jest.fn();
    bus.subscribe('cart:add-item', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('does not keep notices nobody listens to', () => {
    const bus = createEventBus();
    bus.publish('notice:show', { kind: 'error', message: 'lost' });
    const handler = jest.fn();
    bus.subscribe('notice:show', handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('gives a new subscriber the last cart state', () => {
    const bus = createEventBus();
    bus.publish('cart:changed', { cartCode: 'a', itemCount: 1 });
    bus.publish('cart:changed', { cartCode: 'a', itemCount: 4 });
    const handler = jest.fn();
    bus.subscribe('cart:changed', handler);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ cartCode: 'a', itemCount: 4 });
  });

  it('gives a new subscriber the last rental dates picked', () => {
    const bus = createEventBus();
    bus.publish('rental:dates', { from: '2026-11-23', to: '2026-11-24' });
    bus.publish('rental:dates', { from: '2026-12-01', to: '2026-12-03' });
    const handler = jest.fn();
    bus.subscribe('rental:dates', handler);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ from: '2026-12-01', to: '2026-12-03' });
  });

  it('isolates a failing subscriber from the others', () => {
    const bus = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    bus.subscribe('notice:show', () => {
      throw new Error('boom');
    });
    bus.subscribe('notice:show', good);
    bus.publish('notice:show', { kind: 'info', message: 'x' });
    expect(good).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('rejects undeclared events and wrong payloads at compile time', () => {
    const bus = createEventBus();
    const publishUnchecked = () => {
      // @ts-expect-error: 'cart:explode' is not a declared event
      bus.publish('cart:explode', {});
      // @ts-expect-error: itemCount must be a number
      bus.publish('cart:changed', { cartCode: 'a', itemCount: 'many' });
    };
    expect(typeof publishUnchecked).toBe('function');
  });
});
