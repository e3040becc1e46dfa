import { invoiceFilterSchema } from './invoice-filter';
import { validateWith } from './validation';

describe('the invoice list filter', () => {
  const validate = validateWith(invoiceFilterSchema);

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['an empty filter', {}, {}],
    [
      'every field',
      {
        paymentStatus: 'unpaid',
        docType: 'estimate',
        issueDateFrom: '2026-01-01',
        issueDateTo: '2026-12-31',
        orderNumber: '26000123',
        customerName: 'Ateliér',
      },
      {},
    ],
    ['the beginning of an order number', { orderNumber: '26' }, {}],
    ['one day', { issueDateFrom: '2026-02-28', issueDateTo: '2026-02-28' }, {}],
    [
      'letters in an order number',
      { orderNumber: '26-001' },
      { orderNumber: 'validation.orderNumberDigits' },
    ],
    ['nine digits', { orderNumber: '260001234' }, { orderNumber: 'validation.orderNumberDigits' }],
    [
      'a day that does not exist',
      { issueDateFrom: '2026-02-30' },
      { issueDateFrom: 'validation.dateInvalid' },
    ],
    ['not a date', { issueDateTo: 'včera' }, { issueDateTo: 'validation.dateInvalid' }],
    [
      'the range backwards',
      { issueDateFrom: '2026-03-01', issueDateTo: '2026-02-01' },
      { issueDateTo: 'validation.dateRangeOrder' },
    ],
    ['a very long name', { customerName: 'x'.repeat(201) }, { customerName: 'validation.tooLong' }],
  ])('%s', (_label, values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});
