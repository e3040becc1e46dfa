import { type CompanyData, companyDataProblems, normalizeCompanyData } from './company-data';

const valid: CompanyData = {
  name: 'Ateliér Vltava s.r.o.',
  street: 'Korunní 2569/108',
  city: 'Praha 10',
  zipCode: '101 00',
  country: 'CZ',
  taxRegNo: '17508622',
  vatRegNo: 'CZ17508622',
};

describe('companyDataProblems', () => {
  it.each<[string, Partial<CompanyData>, Record<string, string>]>([
    ['complete data', {}, {}],
    ['no VAT ID', { vatRegNo: null }, {}],
    ['a blank VAT ID', { vatRegNo: '  ' }, {}],
    ['IDs typed with spaces', { taxRegNo: '175 08 622', vatRegNo: 'cz 17508622' }, {}],
    ['a zip without the space', { zipCode: '10100' }, {}],
    ['a blank name', { name: '  ' }, { name: 'required' }],
    [
      'no street, city or zip',
      { street: '', city: '', zipCode: '' },
      {
        street: 'required',
        city: 'required',
        zipCode: 'required',
      },
    ],
    ['a wrong check digit', { taxRegNo: '17508623' }, { taxRegNo: 'taxRegNoInvalid' }],
    ['seven digits', { taxRegNo: '1750862' }, { taxRegNo: 'taxRegNoInvalid' }],
    ['no company ID', { taxRegNo: '' }, { taxRegNo: 'required' }],
    ['a short Czech VAT ID', { vatRegNo: 'CZ1750862' }, { vatRegNo: 'vatRegNoInvalid' }],
    ['a Czech VAT ID without CZ', { vatRegNo: '17508622' }, { vatRegNo: 'vatRegNoInvalid' }],
    ['a Czech zip of four digits', { zipCode: '1010' }, { zipCode: 'zipCodeInvalid' }],
    ['a Slovak company', { country: 'SK', zipCode: '811 01', vatRegNo: 'SK2020317068' }, {}],
    ['a foreign zip', { country: 'DE', zipCode: 'D-10115', vatRegNo: null }, {}],
    ['a country name', { country: 'Česko' }, { country: 'tooLong' }],
    ['a country with digits', { country: 'C1' }, { country: 'countryInvalid' }],
    ['a long name', { name: 'x'.repeat(201) }, { name: 'tooLong' }],
  ])('%s', (_label, change, expected) => {
    expect(companyDataProblems({ ...valid, ...change })).toEqual(expected);
  });
});

describe('normalizeCompanyData', () => {
  it('trims, compacts the IDs and upper-cases the codes', () => {
    expect(
      normalizeCompanyData({
        ...valid,
        name: ' Ateliér ',
        taxRegNo: '175 08 622',
        vatRegNo: ' cz17508622',
        country: 'cz',
      }),
    ).toEqual({
      ...valid,
      name: 'Ateliér',
      taxRegNo: '17508622',
      vatRegNo: 'CZ17508622',
      country: 'CZ',
    });
    expect(normalizeCompanyData({ ...valid, vatRegNo: '' }).vatRegNo).toBeNull();
  });
});
