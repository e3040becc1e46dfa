import type { CartCustomer } from '@shop/shared/contract';
import { personalDataUpdate } from './personal-data-update';

const values = {
  firstname: ' Jana ',
  lastname: 'Nováková',
  email: 'jana@example.cz',
  phone: '603 123 456',
};

const customer = (customerKey: string | null): CartCustomer => ({
  customerKey,
  email: null,
  phone: null,
  firstname: null,
  lastname: null,
  address: null,
  bornDate: null,
  register: false,
  frequentCustomer: false,
});

describe('the PersonalData update', () => {
  it('sends the filled fields, the phone with +420', () => {
    expect(personalDataUpdate(values, null)).toEqual({
      kind: 'PersonalData',
      customer: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email: 'jana@example.cz',
        phone: '+420603123456',
        register: false,
      },
    });
  });

  it('asks for an account only without a customer key', () => {
    const registering = { ...values, register: true, password: 'secret1' };
    expect(personalDataUpdate(registering, customer(null))).toMatchObject({
      customer: { register: true },
      createAccount: { password: 'secret1' },
    });
    const known = personalDataUpdate(registering, customer('key-1'));
    expect(known.createAccount).toBeUndefined();
    expect(known.customer.register).toBeUndefined();
  });

  it.each([
    ['+420 603 123 456', '+420603123456'],
    ['00421 905 123 456', '+421905123456'],
    ['(+420) 777-123-456', '+420777123456'],
    ['123 456 789', '123 456 789'], // refused by the rule: sent as typed for the API to refuse
  ])('sends the phone %s as %s', (phone, sent) => {
    expect(personalDataUpdate({ ...values, phone }, null).customer.phone).toBe(sent);
  });

  it('leaves empty fields out', () => {
    expect(personalDataUpdate({ ...values, email: '  ' }, null).customer).not.toHaveProperty(
      'email',
    );
    expect(personalDataUpdate({ ...values, phone: ' ' }, null).customer).not.toHaveProperty(
      'phone',
    );
  });
});
