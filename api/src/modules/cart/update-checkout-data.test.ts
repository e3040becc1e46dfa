import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import {
  applyOk,
  applyRefused,
  type CartTestKit,
  cartWithDates,
  getCart,
  item,
  LS600,
  newCart,
  PERSON,
  startKit,
} from '../../test/cart-test-kit';

let kit: CartTestKit;
let ls600: number;

before(async () => {
  kit = await startKit();
  ls600 = await kit.id(LS600);
});
after(async () => {
  await kit?.close();
});

async function passwordHashOf(cartCode: string): Promise<string | null> {
  const [row] = await kit.t.database.db
    .select({ hash: carts.accountPasswordHash })
    .from(carts)
    .where(eq(carts.code, cartCode));
  return row?.hash ?? null;
}

describe('PersonalData', () => {
  it('merges only the non-empty fields', async () => {
    const cartCode = await newCart(kit.t);
    const first = await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { ...PERSON, email: 'Jana.Novakova@Example.cz', bornDate: '1990-05-04' },
    });
    assert.deepEqual(first.customer, {
      customerKey: null,
      email: 'jana.novakova@example.cz',
      phone: PERSON.phone,
      firstname: 'Jana',
      lastname: 'Nováková',
      address: null,
      bornDate: '1990-05-04',
      register: false,
      frequentCustomer: false,
    });
    const second = await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { lastname: 'Dvořáková', address: 'Dělnická 12, Praha' },
    });
    assert.equal(second.customer?.firstname, 'Jana');
    assert.equal(second.customer?.lastname, 'Dvořáková');
    assert.equal(second.customer?.address, 'Dělnická 12, Praha');
    assert.equal(second.customer?.email, 'jana.novakova@example.cz');
  });

  it('stores the phone in E.164, as the checkout form reads it', async () => {
    const cartCode = await newCart(kit.t);
    const cases: Array<[string, string]> = [
      ['603 123 456', '+420603123456'],
      ['00420 603-123-456', '+420603123456'],
      ['(+420) 777 123 456', '+420777123456'],
      ['+421 905 123 456', '+421905123456'],
    ];
    for (const [typed, stored] of cases) {
      const cart = await applyOk(kit.t, cartCode, {
        kind: 'PersonalData',
        customer: { phone: typed },
      });
      assert.equal(cart.customer?.phone, stored, typed);
    }
  });

  it('keeps an argon2id hash for createAccount only with register and no customer key', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: PERSON,
      createAccount: { password: 'tajne-heslo' },
    });
    assert.equal(await passwordHashOf(cartCode), null, 'ignored without register');

    const registered = await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { register: true },
      createAccount: { password: 'tajne-heslo' },
    });
    assert.equal(registered.customer?.register, true);
    assert.match((await passwordHashOf(cartCode)) ?? '', /^\$argon2id\$/);

    await applyOk(kit.t, cartCode, { kind: 'PersonalData', customer: { phone: '+420777000111' } });
    assert.match((await passwordHashOf(cartCode)) ?? '', /^\$argon2id\$/, 'kept');

    await applyOk(kit.t, cartCode, { kind: 'PersonalData', customer: { register: false } });
    assert.equal(await passwordHashOf(cartCode), null, 'dropped with register off');
  });
});

describe('Billing', () => {
  const company = {
    customerId: 0,
    taxRegNo: '27082440',
    vatRegNo: 'CZ27082440',
    name: 'Filmová produkce s.r.o.',
    street: 'Dělnická 12',
    city: 'Praha',
    zipCode: '170 00',
    country: 'cz',
  };

  it('stores company billing and resets it with customerId 0 alone', async () => {
    const cartCode = await newCart(kit.t);
    const cart = await applyOk(kit.t, cartCode, { kind: 'Billing', ...company });
    assert.equal(cart.hasBillingCustomer, true);
    assert.deepEqual(cart.billingCustomer, { ...company, country: 'CZ' });
    const reset = await applyOk(kit.t, cartCode, { kind: 'Billing', customerId: 0 });
    assert.equal(reset.hasBillingCustomer, false);
    assert.equal(reset.billingCustomer, null);
  });

  it('refuses incomplete billing with billing_invalid', async () => {
    const cartCode = await newCart(kit.t);
    const { name: _name, ...withoutName } = company;
    await applyRefused(kit.t, cartCode, { kind: 'Billing', ...withoutName }, 'billing_invalid');
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Billing', ...company, street: '   ' },
      'billing_invalid',
    );
    await applyRefused(kit.t, cartCode, { kind: 'Billing', customerId: 5 }, 'billing_invalid');
  });
});

describe('Insurance', () => {
  it('prices eu and world insurance on the rent total, half for students', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600, 5)] });
    const eu = await applyOk(kit.t, cartCode, {
      kind: 'Insurance',
      id: 'eu',
      countries: ['DE', 'AT', 'DE'],
      birthNumber: '736028/5163',
    });
    assert.deepEqual(eu.insurance, {
      possible: true,
      selected: {
        id: 'eu',
        countries: ['DE', 'AT'],
        birthNumber: '736028/5163',
        bornDate: null,
        permanentAddress: null,
        companyId: null,
        student: false,
        isic: null,
      },
      price: 420,
    });
    assert.equal(eu.price.insurancePrice, 420);
    const world = await applyOk(kit.t, cartCode, {
      kind: 'Insurance',
      id: 'world',
      countries: ['US'],
      bornDate: '1990-05-04',
      permanentAddress: 'Dělnická 12, Praha',
      student: true,
      isic: 'S420123456789',
    });
    assert.equal(world.insurance.price, 360, '12 % of 6000, half for a student');
    const company = await applyOk(kit.t, cartCode, {
      kind: 'Insurance',
      id: 'world',
      countries: ['US'],
      companyId: '27082440',
      student: true,
    });
    assert.equal(company.insurance.price, 720, 'no ISIC, no student discount');
    // Countries may still be empty (the checkout stops later).
    const empty = await applyOk(kit.t, cartCode, { kind: 'Insurance', id: 'eu', countries: [] });
    assert.deepEqual(empty.insurance.selected?.countries, []);
    for (const id of ['0', 'basic'] as const) {
      const basic = await applyOk(kit.t, cartCode, { kind: 'Insurance', id });
      assert.deepEqual(basic.insurance, { possible: true, selected: null, price: 0 });
    }
  });

  it('refuses a bad birth number and a missing holder', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Insurance', id: 'eu', countries: ['DE'], birthNumber: '736028/5164' },
      'birth_number_invalid',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Insurance', id: 'eu', countries: [], birthNumber: '12345' },
      'birth_number_invalid',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Insurance', id: 'world', countries: ['US'], bornDate: '1990-05-04' },
      'insurance_holder_missing',
    );
  });
});

describe('Additional', () => {
  it('stores project data and clears it when empty', async () => {
    const cartCode = await newCart(kit.t);
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Additional',
      projectName: 'Léto',
      productionName: 'Film s.r.o.',
      projectRole: '',
      note: 'Vyzvednu osobně',
    });
    assert.deepEqual(cart.additional, {
      productionName: 'Film s.r.o.',
      projectName: 'Léto',
      projectRole: null,
      note: 'Vyzvednu osobně',
    });
    const cleared = await applyOk(kit.t, cartCode, { kind: 'Additional', note: ' ' });
    assert.equal(cleared.additional, null);
  });
});

describe('Voucher', () => {
  it('applies percent and fixed vouchers to the rent lines, and removes them', async () => {
    const { cartCode } = await cartWithDates(kit);
    const cart = await getCart(kit.t, cartCode);
    const rent = cart.price.rentTotal;
    const percent = await applyOk(kit.t, cartCode, { kind: 'Voucher', voucherCode: ' film10 ' });
    assert.deepEqual(percent.voucher, { voucherCode: 'FILM10', discount: Math.round(rent / 10) });
    assert.equal(percent.price.price, rent - Math.round(rent / 10));
    const fixed = await applyOk(kit.t, cartCode, { kind: 'Voucher', voucherCode: 'SLEVA500' });
    assert.deepEqual(fixed.voucher, { voucherCode: 'SLEVA500', discount: 500 });
    assert.equal(fixed.price.currencies.eur.voucherDiscount, 20);
    const removed = await applyOk(kit.t, cartCode, { kind: 'Voucher', voucherCode: '' });
    assert.equal(removed.voucher, null);
    assert.equal(removed.price.price, rent);
  });

  it('refuses unknown, expired and used-up codes with voucher_invalid', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    await applyOk(kit.t, cartCode, { kind: 'Voucher', voucherCode: 'FILM10' });
    for (const voucherCode of ['NOPE', 'EXPIRED', 'usedup']) {
      await applyRefused(kit.t, cartCode, { kind: 'Voucher', voucherCode }, 'voucher_invalid');
    }
    assert.equal((await getCart(kit.t, cartCode)).voucher?.voucherCode, 'FILM10');
  });
});
