import { isShopSeriesCode, labelCodeOf, readLabelCode } from './label-codes';

describe('labelCodeOf: U and six digits', () => {
  it.each([
    [1, 'U000001'],
    [42, 'U000042'],
    [999_999, 'U999999'],
    [1_234_567, 'U1234567'],
  ])('%i → %s', (n, code) => {
    expect(labelCodeOf(n)).toBe(code);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %p', (n) => {
    expect(() => labelCodeOf(n)).toThrow(RangeError);
  });
});

describe('readLabelCode: what a scanner typed, on any keyboard layout', () => {
  it.each<[string, string | null, string]>([
    ['U000042', 'U000042', 'a US layout'],
    ['uééééř+', 'U000051', 'a Czech layout: the digit row'],
    ['Uěščřžýáíé', 'U234567890', 'every key of the Czech digit row'],
    ['  u 000 042 \n', 'U000042', 'spaces and the Enter around it'],
    ['u000042', 'U000042', 'lower case'],
    ['SN-1234', null, 'a hyphen is no label code'],
    ['Z000001', null, 'Z swaps with Y on QWERTZ, so no code holds it'],
    ['', null, 'nothing'],
    ['U', null, 'one character'],
    ['U'.repeat(33), null, 'longer than any code'],
    ['<script>', null, 'markup'],
  ])('%p → %p (%s)', (typed, code) => {
    expect(readLabelCode(typed)).toBe(code);
  });
});

describe('isShopSeriesCode: the codes only the shop’s series gives', () => {
  it.each([
    ['U000042', true],
    ['U1234567', true],
    ['U', false],
    ['UA00042', false],
    ['K000042', false],
    ['FP0042', false],
  ])('%s → %p', (code, series) => {
    expect(isShopSeriesCode(code)).toBe(series);
  });
});
