import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    // Czech numbers, however they are typed
    ['603 123 456', '+420603123456'],
    ['603123456', '+420603123456'],
    ['+420 603 123 456', '+420603123456'],
    ['+420603123456', '+420603123456'],
    ['00420 603-123-456', '+420603123456'],
    ['00420603123456', '+420603123456'],
    ['(+420) 777-123-456', '+420777123456'],
    ['(777) 123 456', '+420777123456'],
    ['  777 123 456  ', '+420777123456'],
    ['+420 777.123.456', '+420777123456'],
    ['+420 222 515 400', '+420222515400'], // a Prague landline
    ['+420 541 210 300', '+420541210300'], // a Brno landline
    ['+420 800 123 456', '+420800123456'], // a free-phone number
    // other countries
    ['+421 905 123 456', '+421905123456'],
    ['00421905123456', '+421905123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 (0)30 123456', '+4930123456'],
    ['+1 212 555 0123', '+12125550123'],
  ])('%s → %s', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['phone', 'not a number'],
    ['12', 'too short'],
    ['12345', 'too short'],
    ['+420 12 345', 'too short for a Czech number'],
    ['+42077712345', 'a Czech number one digit short'],
    ['+420 777 123 4567', 'a Czech number one digit long'],
    ['123 456 789', 'no Czech number starts with 1'],
    ['123456789', 'no Czech number starts with 1'],
    ['+420 123 456 789', 'no Czech number starts with 1'],
    ['012 345 678', 'no Czech number starts with 0'],
    ['+1 555 555 5555', 'not a valid North American number'],
    ['+999 123 456 789', 'no such country code'],
    ['+420 777 ABC DEF', 'letters'],
    ['777 123 456 abc', 'a number followed by text'],
    ['tel: 777 123 456', 'text before the number'],
    ['+420 777 123 456 ext. 12', 'an extension'],
    ['777123456;ext=1', 'an extension'],
    ['+420777123456#', 'a trailing #'],
  ])("rejects '%s' (%s)", (value) => {
    expect(normalizePhone(value)).toBeNull();
  });

  it('gives back what it accepts unchanged', () => {
    for (const value of ['+420603123456', '+421905123456', '+442079460958']) {
      expect(normalizePhone(value)).toBe(value);
    }
  });
});
