import { qrPlatba, qrPlatbaAmount, qrPlatbaValue } from './qr-platba';

describe('qrPlatba', () => {
  it.each([
    [
      'a proforma',
      {
        iban: 'CZ25 2010 0000 0028 0193 7468',
        amount: 14762,
        variableSymbol: '26000123',
        message: 'Zálohová faktura 2600012',
      },
      'SPD*1.0*ACC:CZ2520100000002801937468*AM:14762.00*CC:CZK*X-VS:26000123*MSG:Zalohova faktura 2600012',
    ],
    [
      'decimals and a star in the message',
      {
        iban: 'cz2520100000002801937468',
        amount: 99.5,
        variableSymbol: '7',
        message: 'Půjčovna *FilmRent*',
      },
      'SPD*1.0*ACC:CZ2520100000002801937468*AM:99.50*CC:CZK*X-VS:7*MSG:Pujcovna %2AFilmRent%2A',
    ],
    [
      'a due date',
      {
        iban: 'CZ2520100000002801937468',
        amount: 2257,
        variableSymbol: '26000003',
        message: 'Zálohová faktura ZF260003',
        dueDate: '2026-12-04',
      },
      'SPD*1.0*ACC:CZ2520100000002801937468*AM:2257.00*CC:CZK*X-VS:26000003*DT:20261204*MSG:Zalohova faktura ZF260003',
    ],
    [
      'no message',
      { iban: 'CZ2520100000002801937468', amount: 1, variableSymbol: '0123456789', message: '  ' },
      'SPD*1.0*ACC:CZ2520100000002801937468*AM:1.00*CC:CZK*X-VS:0123456789',
    ],
  ])('%s', (_case, input, expected) => {
    expect(qrPlatba(input)).toBe(expected);
  });

  it('keeps the message to 60 characters', () => {
    const spd = qrPlatba({
      iban: 'CZ2520100000002801937468',
      amount: 10,
      variableSymbol: '1',
      message: 'x'.repeat(80),
    });
    expect(spd.endsWith(`MSG:${'x'.repeat(60)}`)).toBe(true);
  });

  it.each([
    ['not an IBAN', { iban: '2801937468/2010', amount: 10, variableSymbol: '1', message: '' }],
    [
      'a zero amount',
      { iban: 'CZ2520100000002801937468', amount: 0, variableSymbol: '1', message: '' },
    ],
    [
      'a long symbol',
      { iban: 'CZ2520100000002801937468', amount: 1, variableSymbol: '12345678901', message: '' },
    ],
    [
      'a due date not in ISO form',
      {
        iban: 'CZ2520100000002801937468',
        amount: 1,
        variableSymbol: '1',
        message: '',
        dueDate: '4. 12. 2026',
      },
    ],
    [
      'letters in the symbol',
      { iban: 'CZ2520100000002801937468', amount: 1, variableSymbol: 'A1', message: '' },
    ],
  ])('refuses %s', (_case, input) => {
    expect(() => qrPlatba(input)).toThrow(RangeError);
  });
});

describe('qrPlatbaValue', () => {
  it.each([
    ['Příliš žluťoučký kůň', 'Prilis zlutoucky kun'],
    ['a*b', 'a%2Ab'],
    ['100 %', '100 %25'],
    ['emoji 🎥 gone', 'emoji  gone'],
    ['€ is not Latin-1', ' is not Latin-1'],
  ])('%s → %s', (value, expected) => {
    expect(qrPlatbaValue(value)).toBe(expected);
  });
});

describe('qrPlatbaAmount', () => {
  it.each([
    [1250, '1250.00'],
    [0.1, '0.10'],
    [12.345, '12.35'],
  ])('%d → %s', (amount, expected) => {
    expect(qrPlatbaAmount(amount)).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (amount) => {
    expect(() => qrPlatbaAmount(amount)).toThrow(RangeError);
  });
});
