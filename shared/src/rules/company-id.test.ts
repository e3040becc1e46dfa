import {
  icoCheckDigit,
  isValidIco,
  isValidVatId,
  normalizeIco,
  normalizeVatId,
} from './company-id';

describe('the Czech company ID (IČO)', () => {
  it.each([
    ['1750862', 2],
    ['0912845', 0],
    ['2710458', 3],
    ['4527481', 9],
    ['0000001', 9],
  ])('check digit of %s is %i', (firstSeven, digit) => {
    expect(icoCheckDigit(firstSeven)).toBe(digit);
  });

  it.each([
    ['17508622', true],
    ['17508623', false],
    ['27104583', true],
    ['27104584', false],
    ['1750862', false],
    ['175086222', false],
    ['1750862a', false],
    ['', false],
  ])('%s valid: %s', (ico, valid) => {
    expect(isValidIco(ico)).toBe(valid);
  });

  it.each([
    ['175 08 622', '17508622'],
    [' 17508622 ', '17508622'],
    ['1750862', null],
    ['CZ17508622', null],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeIco(input)).toBe(expected);
  });
});

describe('the VAT ID (DIČ)', () => {
  it.each([
    ['CZ17508622', 'CZ', true],
    ['CZ1234567890', 'CZ', true],
    ['CZ1234567', 'CZ', false],
    ['CZ12345678901', 'CZ', false],
    ['SK2020317068', 'CZ', false],
    ['17508622', 'CZ', false],
    ['SK2020317068', 'SK', true],
    ['DE123456789', 'de', true],
    ['D1', 'DE', false],
  ])('%s for %s: %s', (vatId, country, valid) => {
    expect(isValidVatId(vatId, country)).toBe(valid);
  });

  it('is compared without spaces and in upper case', () => {
    expect(normalizeVatId(' cz 175 08 622 ')).toBe('CZ17508622');
  });
});
