import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CartShippingUpdate, ShippingLegInput } from '@shop/shared/contract';
import { isBusinessDay } from '@shop/shared/rules/opening-hours';
import { addDays, toPragueWallClock } from '@shop/shared/rules/prague-time';
import {
  applyOk,
  applyRefused,
  businessDay,
  type CartTestKit,
  cartWithDates,
  getCart,
  hoursFromNow,
  item,
  LS600,
  linkCart,
  newCart,
  PERSON,
  saturday,
  signInFrequentCustomer,
  startKit,
} from '../../test/cart-test-kit';
import { customerWithOrder } from '../../test/sign-in';

let kit: CartTestKit;
let praha: number;
let brno: number;

before(async () => {
  kit = await startKit();
  praha = await kit.branch('praha');
  brno = await kit.branch('brno');
});
after(async () => {
  await kit?.close();
});

const address = (zipCode: string) => ({
  street: 'Dělnická 12',
  city: zipCode.startsWith('6') ? 'Brno' : 'Praha',
  zipCode,
  country: 'CZ',
});
const atBranch = (branchId: number | null, type: 'branch' | 'night_safe' = 'branch') =>
  ({ type, branchId }) satisfies ShippingLegInput;
const shipping = (
  pickup: ShippingLegInput,
  ret: ShippingLegInput = pickup,
): CartShippingUpdate => ({
  kind: 'Shipping',
  pickup,
  return: ret,
});

describe('Date', () => {
  it('stores the dates and bills shooting days', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600), 2)] });
    await applyOk(kit.t, cartCode, { kind: 'PersonalData', customer: PERSON });
    const day = businessDay(10);
    // Free evening pickup and a morning return: Mon 18:00 → Wed 09:00 bills one day (Tue).
    const evening = await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${day}T18:00`,
      to: `${addDays(day, 2)}T09:00`,
    });
    assert.deepEqual(evening.date, { from: `${day}T18:00`, to: `${addDays(day, 2)}T09:00` });
    assert.equal(evening.shootingDays, 1);
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${day}T10:00`,
      to: `${addDays(day, 1)}T18:00`,
    });
    assert.equal(cart.shootingDays, 2);
    assert.deepEqual(
      cart.rent.map((line) => [line.days, line.total]),
      [[2, 1200 * 2 * 2]],
    );
  });

  it('refuses with every date code', async () => {
    const noCustomer = await newCart(kit.t);
    const day = businessDay(10);
    await applyRefused(
      kit.t,
      noCustomer,
      { kind: 'Date', from: `${day}T10:00`, to: `${day}T18:00` },
      'customer_missing',
    );
    // Only part of the personal data is not enough.
    await applyOk(kit.t, noCustomer, { kind: 'PersonalData', customer: { email: 'a@b.cz' } });
    await applyRefused(
      kit.t,
      noCustomer,
      { kind: 'Date', from: `${day}T10:00`, to: `${day}T18:00` },
      'customer_missing',
    );

    const { cartCode } = await cartWithDates(kit);
    const yesterday = addDays(toPragueWallClock(new Date()).slice(0, 10), -1);
    const cases: Array<[string, string, string]> = [
      [`${yesterday}T10:00`, `${day}T18:00`, 'date_from_in_past'],
      [`${day}T10:00`, `${yesterday}T18:00`, 'date_to_in_past'],
      [`${day}T18:00`, `${day}T10:00`, 'date_from_after_date_to'],
      [`${day}T10:00`, `${day}T10:00`, 'date_from_after_date_to'],
    ];
    for (const [from, to, errorKey] of cases) {
      await applyRefused(kit.t, cartCode, { kind: 'Date', from, to }, errorKey);
    }
  });
});

/** A Monday at least ten days ahead whose week's Monday to Wednesday are business days. */
function workingMonday(): string {
  let monday = addDays(saturday(10), 2);
  while (![0, 1, 2].every((day) => isBusinessDay(addDays(monday, day)))) {
    monday = addDays(monday, 7);
  }
  return monday;
}

describe('Date with the way each leg travels', () => {
  it('refuses a branch pickup at 20:00 and on a Saturday with out_of_opening_hours', async () => {
    const { cartCode } = await cartWithDates(kit);
    const day = workingMonday();
    const sat = saturday(10);
    const branch = { type: 'branch' as const };
    const cases: Array<[string, string, string]> = [
      [`${day}T20:00`, `${addDays(day, 2)}T10:00`, 'out_of_opening_hours'],
      [`${day}T08:30`, `${addDays(day, 2)}T10:00`, 'out_of_opening_hours'],
      [`${sat}T12:00`, `${addDays(sat, 2)}T10:00`, 'out_of_opening_hours'],
      [`${day}T10:00`, `${addDays(day, 2)}T19:30`, 'out_of_opening_hours'],
    ];
    for (const [from, to, errorKey] of cases) {
      await applyRefused(
        kit.t,
        cartCode,
        { kind: 'Date', from, to, pickup: branch, return: branch },
        errorKey,
      );
    }
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${day}T19:00`,
      to: `${addDays(day, 2)}T09:00`,
      pickup: branch,
      return: branch,
    });
    assert.deepEqual(cart.date, { from: `${day}T19:00`, to: `${addDays(day, 2)}T09:00` });
  });

  it('holds a courier to its window and the night safe to frequent customers', async () => {
    const { cartCode } = await cartWithDates(kit);
    const day = workingMonday();
    const to = `${addDays(day, 2)}T10:00`;
    const branch = { type: 'branch' as const };
    await applyRefused(
      kit.t,
      cartCode,
      {
        kind: 'Date',
        from: `${day}T18:00`,
        to,
        pickup: { type: 'courier', window: '08-12' },
        return: branch,
      },
      'out_of_opening_hours',
    );
    await applyRefused(
      kit.t,
      cartCode,
      {
        kind: 'Date',
        from: `${saturday(10)}T09:00`,
        to: `${addDays(saturday(10), 2)}T10:00`,
        pickup: { type: 'courier', window: '08-12' },
      },
      'courier_not_on_business_day',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Date', from: `${day}T22:00`, to, pickup: { type: 'night_safe' } },
      'night_safe_not_allowed',
    );
    await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${day}T18:00`,
      to,
      pickup: { type: 'courier', window: '16-20' },
      return: branch,
    });
  });
});

describe('Shooting days follow the courier window chosen', () => {
  it('bills a courier morning pickup as a day and a branch evening pickup as free', async () => {
    const day = workingMonday();
    const wednesday = `${addDays(day, 2)}T09:00`;
    const billed = async (from: string, pickup: ShippingLegInput) => {
      const { cartCode } = await cartWithDates(kit, { from, to: wednesday });
      const cart = await applyOk(kit.t, cartCode, shipping(pickup, atBranch(praha)));
      return [cart.shootingDays, cart.price.rentTotal];
    };
    // Two LS 600 at 1200 a day: Mon evening → Wed morning bills only Tuesday at a branch.
    assert.deepEqual(await billed(`${day}T18:00`, atBranch(praha)), [1, 2400]);
    // A courier 08–12 brings it on Monday morning: Monday is billed too.
    assert.deepEqual(
      await billed(`${day}T12:00`, { type: 'courier', window: '08-12', address: address('17000') }),
      [2, 4800],
    );
    // A courier 16–20 at 18:00 is an evening pickup.
    assert.deepEqual(
      await billed(`${day}T18:00`, { type: 'courier', window: '16-20', address: address('17000') }),
      [1, 2400],
    );
  });

  it('refuses a courier 08–12 for a pickup confirmed at 18:00', async () => {
    const day = workingMonday();
    const { cartCode } = await cartWithDates(kit, {
      from: `${day}T18:00`,
      to: `${addDays(day, 2)}T09:00`,
    });
    await applyRefused(
      kit.t,
      cartCode,
      shipping({ type: 'courier', window: '08-12', address: address('17000') }, atBranch(praha)),
      'out_of_opening_hours',
    );
  });
});

describe('Shipping', () => {
  it('needs confirmed dates', async () => {
    const cartCode = await newCart(kit.t);
    await applyRefused(kit.t, cartCode, shipping(atBranch(praha)), 'date_missing');
  });

  it('stores branch pickup and return at the same branch, free', async () => {
    const { cartCode } = await cartWithDates(kit);
    const cart = await applyOk(kit.t, cartCode, shipping(atBranch(praha)));
    assert.deepEqual(cart.shipping, {
      selected: {
        pickup: { type: 'branch', branchId: praha, window: null, price: 0, expressFee: 0 },
        return: { type: 'branch', branchId: praha, window: null, price: 0, expressFee: 0 },
      },
      pickupAddress: null,
      returnAddress: null,
    });
    assert.equal(cart.price.shippingPrice, 0);
  });

  it('refuses what the shipping rules do not allow', async () => {
    const { cartCode } = await cartWithDates(kit);
    const courier = {
      type: 'courier' as const,
      window: '08-12' as const,
      address: address('17000'),
    };
    const cases: Array<[CartShippingUpdate, string]> = [
      [shipping(atBranch(null)), 'branch_required'],
      [shipping(atBranch(999)), 'branch_required'],
      [shipping(atBranch(praha), atBranch(brno)), 'branch_mismatch'],
      [shipping(atBranch(praha, 'night_safe')), 'night_safe_not_allowed'],
      [shipping({ type: 'courier', window: '08-12' }), 'address_required'],
      [shipping({ ...courier, window: null }), 'courier_window_required'],
      [shipping({ type: 'set_transport', address: address('30100') }), 'address_outside_set_area'],
      [shipping({ type: 'set_transport' }), 'address_required'],
    ];
    for (const [update, errorKey] of cases) {
      await applyRefused(kit.t, cartCode, update, errorKey);
    }
  });

  it('refuses branch times outside opening hours and couriers on weekends', async () => {
    const sat = saturday(10);
    const { cartCode } = await cartWithDates(kit, {
      from: `${sat}T10:00`,
      to: `${addDays(sat, 2)}T10:00`,
    });
    await applyRefused(kit.t, cartCode, shipping(atBranch(praha)), 'out_of_opening_hours');
    await applyRefused(
      kit.t,
      cartCode,
      shipping({ type: 'courier', window: '08-12', address: address('17000') }),
      'courier_not_on_business_day',
    );
    // Set transport goes any day.
    const cart = await applyOk(
      kit.t,
      cartCode,
      shipping({ type: 'set_transport', address: address('602 00') }),
    );
    assert.equal(cart.price.shippingPrice, 990 * 2);
    assert.deepEqual(cart.shipping.pickupAddress, address('602 00'));
  });

  it('prices courier legs with their windows and addresses', async () => {
    const { cartCode } = await cartWithDates(kit);
    const cart = await applyOk(
      kit.t,
      cartCode,
      shipping(
        { type: 'courier', window: '08-12', address: address('170 00') },
        { type: 'courier', window: '16-20', address: address('61200'), branchId: praha },
      ),
    );
    assert.deepEqual(cart.shipping.selected.pickup, {
      type: 'courier',
      branchId: null,
      window: '08-12',
      price: 290,
      expressFee: 0,
    });
    assert.equal(cart.shipping.selected.return?.window, '16-20');
    assert.equal(cart.shipping.selected.return?.branchId, null, 'a courier leg keeps no branch');
    assert.deepEqual(cart.shipping.returnAddress, address('61200'));
    assert.equal(cart.price.shippingPrice, 580);
  });

  it('adds the express fee to set transport less than 24 hours ahead', async () => {
    const { cartCode } = await cartWithDates(kit, { from: hoursFromNow(3), to: hoursFromNow(50) });
    const cart = await applyOk(
      kit.t,
      cartCode,
      shipping({ type: 'set_transport', address: address('11000') }),
    );
    assert.equal(cart.shipping.selected.pickup?.expressFee, 500);
    assert.equal(cart.shipping.selected.return?.expressFee, 0);
    assert.equal(cart.price.expressFee, 500);
    assert.equal(cart.price.shippingPrice, 1980);
    assert.equal(cart.price.price, cart.price.rentTotal + 1980 + 500);
  });

  it('keeps shipping that still fits new dates and drops shipping that does not', async () => {
    const { cartCode } = await cartWithDates(kit);
    await applyOk(kit.t, cartCode, shipping(atBranch(praha)));
    const day = businessDay(20);
    const moved = await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${day}T09:00`,
      to: `${day}T19:00`,
    });
    assert.equal(moved.shipping.selected.pickup?.branchId, praha);
    const sat = saturday(20);
    const weekend = await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${sat}T10:00`,
      to: `${sat}T18:00`,
    });
    assert.deepEqual(weekend.shipping.selected, { pickup: null, return: null });
  });
});

describe('The night safe: only the frequent customer, signed in', () => {
  const FREQUENT_EMAIL = 'stala@example.cz';
  const nightSafe = { type: 'night_safe' as const };
  /** Saturday 23:00 → Sunday 23:30: only the night safe is open. */
  const saturdayNight = () => {
    const sat = saturday(10);
    return { from: `${sat}T23:00`, to: `${addDays(sat, 1)}T23:30` };
  };

  it('refuses a guest who types the frequent customer’s e-mail, the way and the hour alike', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600))] });
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { ...PERSON, email: 'STALA@example.cz' },
    });
    assert.equal(cart.customer?.email, FREQUENT_EMAIL);
    assert.equal(cart.customer?.frequentCustomer, false, 'an e-mail grants nothing');
    const night = saturdayNight();
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Date', ...night, pickup: nightSafe, return: nightSafe },
      'night_safe_not_allowed',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Date', ...night, pickup: { type: 'branch' }, return: { type: 'branch' } },
      'out_of_opening_hours',
    );
    // Dates alone, then the night safe as the shipping: refused too.
    await applyOk(kit.t, cartCode, { kind: 'Date', ...night });
    await applyRefused(
      kit.t,
      cartCode,
      shipping(atBranch(brno, 'night_safe')),
      'night_safe_not_allowed',
    );
  });

  it('lets the signed-in frequent customer use it at night and on weekends, in her own session only', async () => {
    const token = await signInFrequentCustomer(kit.t);
    const cartCode = await newCart(kit.t);
    const linked = await linkCart(kit.t, cartCode, token);
    assert.equal(linked.customer?.email, FREQUENT_EMAIL, 'personal data from the account');
    assert.equal(linked.customer?.frequentCustomer, true);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600))] }, token);
    const night = saturdayNight();
    const dated = await applyOk(
      kit.t,
      cartCode,
      { kind: 'Date', ...night, pickup: nightSafe, return: nightSafe },
      token,
    );
    assert.deepEqual(dated.date, night);
    const cart = await applyOk(kit.t, cartCode, shipping(atBranch(brno, 'night_safe')), token);
    assert.equal(cart.shipping.selected.pickup?.type, 'night_safe');
    assert.equal(cart.shipping.selected.return?.type, 'night_safe');
    // Night safe legs must still be at one branch.
    await applyRefused(
      kit.t,
      cartCode,
      shipping(atBranch(brno, 'night_safe'), atBranch(praha, 'night_safe')),
      'branch_mismatch',
      token,
    );

    // Her cart's code in anyone else's hands (a guest, another signed-in customer) is no key to
    // the night safe: they see no frequent customer and are refused it.
    const other = await customerWithOrder(kit.t.app, kit.t.database.db, 'jiny.zakaznik@example.cz');
    for (const stranger of [undefined, other.accessToken]) {
      assert.equal((await getCart(kit.t, cartCode, stranger)).customer?.frequentCustomer, false);
      await applyRefused(
        kit.t,
        cartCode,
        { kind: 'Date', ...night, pickup: nightSafe, return: nightSafe },
        'night_safe_not_allowed',
        stranger,
      );
    }
    // New dates sent by a guest drop the night-safe shipping that only she may use.
    const later = saturday(17);
    const redated = await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${later}T23:00`,
      to: `${addDays(later, 1)}T23:30`,
    });
    assert.equal(redated.shipping.selected.pickup, null);
  });
});
