import { isValidBirthNumber } from './birth-number';

describe('isValidBirthNumber', () => {
  it.each([
    ['780123/3540', 'man 1978-01-23; first nine digits leave 10, check digit 0'],
    ['7801233540', 'the same without the slash'],
    [' 780123/3540 ', 'surrounding spaces'],
    ['780123/3539', 'man 1978-01-23, divisible by 11'],
    ['785123/3544', 'woman 1978-01-23 (month + 50), 7851233544 = 11 × 713839413'],
    ['736028/5163', 'woman 1973-10-28, divisible by 11'],
    ['7360285163', 'the same without the slash'],
    ['820615/0018', 'man 1982-06-15'],
    ['991231/9990', 'man 1999-12-31, remainder-10 rule'],
    ['540101/1231', 'man 1954-01-01, the first year of ten digits'],
    ['040521/1235', 'man 2004-05-21'],
    ['042521/1237', 'man 2004-05-21, month + 20 (from 2004)'],
    ['047521/1231', 'woman 2004-05-21, month + 70 (from 2004)'],
    ['045321/1231', 'woman 2004-03-21, month + 50'],
    ['200229/0004', 'man 2020-02-29, leap day'],
    ['000229/0002', 'man 2000-02-29, leap day of a century divisible by 400'],
    ['531231/123', 'nine digits, 1953-12-31'],
    ['531231123', 'nine digits without the slash'],
    ['015615/001', 'nine digits, woman 1901-06-15'],
  ])("accepts '%s' (%s)", (value) => {
    expect(isValidBirthNumber(value)).toBe(true);
  });

  it.each([
    ['780123/3541', 'wrong check digit'],
    ['7801233541', 'wrong check digit without slash'],
    ['785123/3545', 'wrong check digit'],
    ['820615/0019', 'wrong check digit'],
    ['040121/0005', 'wrong check digit'],
    ['540101/123', 'nine digits after 1953'],
    ['541231/123', 'nine digits after 1953'],
    ['991231/999', 'nine digits, 1999'],
    ['032521/1238', 'month + 20 before 2004 (checksum fine)'],
    ['210229/0003', '2021-02-29 does not exist (checksum fine)'],
    ['820631/1234', '31 June (checksum fine)'],
    ['781323/1239', 'month 13 (checksum fine)'],
    ['781332/0000', 'month 13'],
    ['786321/1235', 'month 63 (checksum fine)'],
    ['780230/0000', '30 February'],
    ['530230/123', 'nine digits, 30 February'],
    ['531300/123', 'nine digits, day 0 of month 13'],
    ['780100/0009', 'day 0 (checksum fine)'],
    ['', 'empty'],
    ['abc', 'not digits'],
    ['780123-3540', 'dash instead of slash'],
    ['78012/33540', 'slash in the wrong place'],
    ['780123//3540', 'two slashes'],
    ['780123/35400', 'eleven digits'],
    ['780123/35', 'eight digits'],
    ['780123 3540', 'space instead of slash'],
  ])("rejects '%s' (%s)", (value) => {
    expect(isValidBirthNumber(value)).toBe(false);
  });
});
