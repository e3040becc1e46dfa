import type { DeskProtocol } from '../contract';
import { protocolSheet, protocolTitle } from './protocol-sheet';

const handover: DeskProtocol = {
  kind: 'handover',
  number: 'PP26000042',
  code: 'c0de',
  digest: 'ab'.repeat(32),
  orderNumber: '26000042',
  // 09:30 in Prague (winter time, UTC+1).
  issuedAt: '2026-12-01T08:30:00.000Z',
  staffName: 'Petra Pultová',
  supplier: { name: 'FilmRent s.r.o.', address: ['Komunardů 894/32', '170 00 Praha 7'] },
  customer: { name: 'Jana Nováková', email: 'jana@example.cz' },
  rentalFrom: '2026-12-01T09:00',
  rentalTo: '2026-12-03T18:00',
  takenBy: null,
  idDocument: { type: 'passport', last4: '4821' },
  units: [
    {
      name: 'Tělo',
      nameEn: 'Body',
      setName: 'Sada',
      setNameEn: 'Kit',
      labelCode: 'U000007',
      serialNumber: 'SN-1',
      condition: null,
      note: '',
    },
  ],
  goods: [{ name: 'Baterie', nameEn: 'Battery', quantity: 2 }],
  notes: 'Bez škrábanců',
  earlyReason: null,
  stillOut: 1,
  signature: 'data:image/png;base64,AAAA',
};

const back: DeskProtocol = {
  ...handover,
  kind: 'return',
  number: 'VP26000042-1',
  takenBy: null,
  idDocument: null,
  units: [
    {
      ...(handover.units[0] as DeskProtocol['units'][number]),
      condition: 'damaged',
      note: 'Prasklé',
    },
  ],
  goods: [],
  notes: '',
  stillOut: 0,
  signature: null,
};

describe('protocolSheet', () => {
  it.each([
    ['handover', 'cs', 'Předávací protokol PP26000042'],
    ['handover', 'en', 'Handover protocol PP26000042'],
    ['return', 'cs', 'Protokol o vrácení VP26000042-1'],
    ['return', 'en', 'Return protocol VP26000042-1'],
  ] as const)('titles a %s protocol in %s', (kind, locale, title) => {
    const protocol = kind === 'handover' ? handover : back;
    expect(protocolSheet(protocol, locale).title).toBe(title);
    expect(protocolTitle(kind, protocol.number, locale)).toBe(title);
  });

  it.each([
    ['cs', ['Tělo', 'Sada', 'U000007', 'SN-1'], 'cestovní pas, … 4821', 'zákazník osobně'],
    ['en', ['Body', 'Kit', 'U000007', 'SN-1'], 'passport, … 4821', 'the customer in person'],
  ] as const)(
    'lists a handover’s units, who took it and the ID checked (%s)',
    (locale, row, id, who) => {
      const sheet = protocolSheet(handover, locale);
      expect(sheet.rows).toEqual([row]);
      const values = sheet.facts.map((fact) => fact.value);
      expect(values).toContain(id);
      expect(values).toContain(who);
      expect(values).toContain(locale === 'cs' ? '1. 12. 2026 9:30' : '01/12/2026 09:30');
      expect(sheet.signature?.image).toBe(handover.signature);
      expect(sheet.goods).toEqual([`2 × ${locale === 'cs' ? 'Baterie' : 'Battery'}`]);
    },
  );

  it('names the person the customer sent', () => {
    const sheet = protocolSheet({ ...handover, takenBy: 'Karel Novák' }, 'cs');
    expect(sheet.facts.map((fact) => fact.value)).toContain('Karel Novák');
  });

  it.each([
    ['cs', 'poškozeno', 'Vše je vráceno.'],
    ['en', 'damaged', 'Everything is back.'],
  ] as const)('says a return’s condition and what is still out (%s)', (locale, condition, out) => {
    const sheet = protocolSheet(back, locale);
    expect(sheet.rows[0]?.[3]).toBe(condition);
    expect(sheet.rows[0]?.[4]).toBe('Prasklé');
    expect(sheet.facts.map((fact) => fact.value)).toContain(out);
    expect(sheet.signature).toBeNull();
    expect(sheet.notes).toBeNull();
  });
});
