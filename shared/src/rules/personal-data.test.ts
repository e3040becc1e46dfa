import { hasPersonalData, type PersonalData } from './personal-data';

const jana: PersonalData = {
  email: 'jana@example.cz',
  phone: '+420777123456',
  firstname: 'Jana',
  lastname: 'Nová',
};
// A customer record as the API stores it, with more than the rule looks at.
const stored = { ...jana, address: 'Dukelských hrdinů 1, Praha', bornDate: null, register: false };

describe('hasPersonalData', () => {
  it.each<[string, PersonalData | null | undefined, boolean]>([
    ['every field filled', jana, true],
    ['every field filled, with surrounding spaces', { ...jana, firstname: ' Jana ' }, true],
    ['a richer customer record', stored, true],
    ['no customer', null, false],
    ['no customer field at all', undefined, false],
    ['no e-mail', { ...jana, email: null }, false],
    ['an empty phone', { ...jana, phone: '' }, false],
    ['a first name of blanks', { ...jana, firstname: '   ' }, false],
    ['no last name', { ...jana, lastname: undefined }, false],
    ['nothing filled', {}, false],
  ])('%s → %s', (_label, customer, expected) => {
    expect(hasPersonalData({ customer })).toBe(expected);
  });
});
