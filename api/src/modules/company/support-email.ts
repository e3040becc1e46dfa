// The e-mail to the shop carrying a customer's request to change a company's data (pure). It goes
// to the shop's own mailbox, in Czech (the shop's staff), with the customer as the reply address.

import { composeEmail, type EmailPreview, type OutgoingEmail } from '../email';
import type { CompanyValues } from './company-repository';

const LABELS: Record<keyof CompanyValues, string> = {
  name: 'Název',
  street: 'Ulice',
  city: 'Město',
  zipCode: 'PSČ',
  country: 'Země',
  taxRegNo: 'IČO',
  vatRegNo: 'DIČ',
};

export function companySupportEmail(
  input: {
    to: string;
    customerEmail: string;
    company: { id: number } & CompanyValues;
    message: string;
    requested: Partial<Record<keyof CompanyValues, string>>;
  },
  origin: string,
): OutgoingEmail {
  const rows = (Object.keys(LABELS) as Array<keyof CompanyValues>).map((field) => ({
    label: LABELS[field],
    now: input.company[field] ?? '',
    requested: input.requested[field] ?? '',
  }));
  const changed = rows.filter((row) => row.requested !== '' && row.requested !== row.now);
  return composeEmail(
    {
      locale: 'cs',
      to: input.to,
      replyTo: input.customerEmail,
      subject: `Žádost o změnu firemních údajů: ${input.company.name} (IČO ${input.company.taxRegNo})`,
      blocks: [
        {
          kind: 'paragraph',
          text: `zákazník ${input.customerEmail} žádá o změnu údajů firmy č. ${input.company.id}.`,
        },
        { kind: 'quote', lines: input.message.split(/\r?\n/) },
        ...(changed.length > 0
          ? [
              { kind: 'heading' as const, text: 'Požadované změny' },
              {
                kind: 'rows' as const,
                rows: changed.map((row) => ({
                  label: row.label,
                  value: `${row.now} → ${row.requested}`,
                })),
              },
            ]
          : [{ kind: 'paragraph' as const, text: 'Bez vyplněných změn polí.' }]),
      ],
      after: ['Odpovědí na tento e-mail odpovíte zákazníkovi.'],
    },
    origin,
  );
}

/** The shop's company-data request (Czech, to the staff), for the development pages. */
export function companySupportEmailPreviews(origin: string): EmailPreview[] {
  return [
    {
      name: 'Company data change request, to the shop (cs)',
      email: companySupportEmail(
        {
          to: 'obchod@example.cz',
          customerEmail: 'zakaznik@example.cz',
          company: {
            id: 7,
            name: 'Ateliér Vltava s.r.o.',
            street: 'Dělnická 12',
            city: 'Praha 7',
            zipCode: '170 00',
            country: 'CZ',
            taxRegNo: '27074358',
            vatRegNo: 'CZ27074358',
          },
          message: 'Prosíme o změnu názvu po přejmenování firmy.',
          requested: { name: 'Nový název s.r.o.' },
        },
        origin,
      ),
    },
  ];
}
