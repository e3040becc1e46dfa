import {
  type BillingValues,
  billingUpdate,
  insuranceUpdate,
  validateBilling,
} from './billing-form';

const empty: BillingValues = {
  company: false,
  savedCompanyId: '',
  taxRegNo: '',
  vatRegNo: '',
  name: '',
  street: '',
  city: '',
  zipCode: '',
  country: 'CZ',
  insurance: 'basic',
  countries: [],
  holder: 'person',
  birthNumber: '',
  bornDate: '',
  permanentAddress: '',
  companyId: '',
  student: false,
  isic: '',
  projectName: '',
  productionName: '',
  projectRole: '',
  note: '',
};

describe('order details form', () => {
  it('needs nothing for personal billing and basic insurance', () => {
    expect(validateBilling(empty)).toEqual({});
    expect(billingUpdate(empty)).toEqual({ kind: 'Billing', customerId: 0 });
    expect(insuranceUpdate(empty)).toEqual({ kind: 'Insurance', id: '0' });
  });

  it.each([
    ['a project name of 345 characters', { projectName: 'p'.repeat(345) }, 'projectName'],
    ['a note of 5,200 characters', { note: 'n'.repeat(5200) }, 'note'],
    ['a production name of 201 characters', { productionName: 'v'.repeat(201) }, 'productionName'],
    ['a role of 101 characters', { projectRole: 'r'.repeat(101) }, 'projectRole'],
  ])('names the field of %s, not the whole form', (_, values, field) => {
    expect(validateBilling({ ...empty, ...values })).toEqual({ [field]: 'validation.tooLong' });
  });

  it('takes the project texts up to their limits', () => {
    const longest = {
      projectName: 'p'.repeat(200),
      productionName: 'v'.repeat(200),
      projectRole: 'r'.repeat(100),
      note: 'n'.repeat(2000),
    };
    expect(validateBilling({ ...empty, ...longest })).toEqual({});
  });

  it('checks the company fields', () => {
    expect(validateBilling({ ...empty, company: true, taxRegNo: '123', zipCode: '1' })).toEqual({
      taxRegNo: 'checkout:validation.taxRegNoFormat',
      name: 'checkout:validation.companyNameRequired',
      street: 'checkout:validation.streetRequired',
      city: 'checkout:validation.cityRequired',
      zipCode: 'checkout:validation.zipFormat',
    });
  });

  it('asks for countries and the insured person abroad', () => {
    expect(validateBilling({ ...empty, insurance: 'eu', birthNumber: '12' })).toEqual({
      countries: 'validation.insuranceCountryRequired',
      birthNumber: 'validation.birthNumberFormat',
    });
    expect(
      validateBilling({ ...empty, insurance: 'world', countries: ['US'], holder: 'company' }),
    ).toEqual({ companyId: 'checkout:validation.taxRegNoFormat' });
  });

  it.each([
    ['', 0],
    ['12', 12],
    ['abc', 0],
    ['-3', 0],
  ])('sends the saved company %j as billing customerId %i', (savedCompanyId, customerId) => {
    const company = {
      ...empty,
      company: true,
      savedCompanyId,
      taxRegNo: '175 08 622',
      name: 'Ateliér Vltava s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      zipCode: '101 00',
    };
    expect(billingUpdate(company)).toMatchObject({ customerId, taxRegNo: '17508622' });
    expect(billingUpdate({ ...company, company: false })).toEqual({
      kind: 'Billing',
      customerId: 0,
    });
  });

  it('sends the holder the shopper chose', () => {
    expect(
      insuranceUpdate({
        ...empty,
        insurance: 'eu',
        countries: ['DE', 'AT'],
        birthNumber: '736028/5163',
        bornDate: '1973-10-28',
        student: true,
        isic: 'S420000123456',
      }),
    ).toEqual({
      kind: 'Insurance',
      id: 'eu',
      countries: ['DE', 'AT'],
      birthNumber: '736028/5163',
      bornDate: null,
      permanentAddress: null,
      companyId: null,
      student: true,
      isic: 'S420000123456',
    });
  });
});
