import {
  countriesOf,
  countryName,
  coveredCountries,
  EU_COUNTRIES,
  insuranceCountryCodes,
  WORLD_COUNTRIES,
} from './insurance-countries';

describe('insurance countries', () => {
  it('covers every European country worldwide too, each code once and in capitals', () => {
    expect(
      EU_COUNTRIES.every((code) => (WORLD_COUNTRIES as readonly string[]).includes(code)),
    ).toBe(true);
    expect(new Set(WORLD_COUNTRIES).size).toBe(WORLD_COUNTRIES.length);
    expect(WORLD_COUNTRIES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    // Insurance abroad: the Czech Republic itself is covered by the basic insurance.
    expect(insuranceCountryCodes('world')).not.toContain('CZ');
  });

  it.each([
    ['DE', 'cs', 'Německo'],
    ['DE', 'en', 'Germany'],
    ['AT', 'cs', 'Rakousko'],
    ['US', 'en', 'United States'],
    ['1', 'en', '1'],
  ] as const)('names %s in %s: %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });

  it.each([
    ['eu', 'cs', 'Belgie'],
    ['eu', 'en', 'Austria'],
    ['world', 'en', 'Argentina'],
  ] as const)('lists %s in %s sorted by name, first %s', (group, locale, first) => {
    const list = countriesOf(group, locale);
    expect(list[0]?.name).toBe(first);
    expect(list).toHaveLength(insuranceCountryCodes(group).length);
  });

  it.each([
    ['eu', ['DE', 'US', 'AT', 'DE'], ['DE', 'AT']],
    ['world', ['DE', 'US', 'XX'], ['DE', 'US']],
    ['eu', ['CZ'], []],
    ['eu', [], []],
  ] as const)('%s keeps of %j: %j', (group, codes, expected) => {
    expect(coveredCountries(group, codes)).toEqual(expected);
  });
});
