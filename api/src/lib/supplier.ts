import type { DocumentSupplier } from '@shop/shared/contract';

/** The shop's own company as printed on its documents. */
export const SUPPLIER: DocumentSupplier = {
  name: 'FilmRent s.r.o.',
  street: 'Komunardů 894/32',
  city: 'Praha 7',
  zipCode: '170 00',
  country: 'CZ',
  taxRegNo: '09128450',
  vatRegNo: 'CZ09128450',
  bankAccount: '2801937468/2010',
  iban: 'CZ2520100000002801937468',
};
