// The e-mail to the shop carrying a customer's request to change a company's data (pure). It goes
// to the shop's own mailbox, in Czech (the shop's staff), with the customer as the reply address.

import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';
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

export function companySupportEmail(input: {
  to: string;
  customerEmail: string;
  company: { id: number } & CompanyValues;
  message: string;
  requested: Partial<Record<keyof CompanyValues, string>>;
}): OutgoingEmail {
  const subject = `Žádost o změnu firemních údajů: ${input.company.name} (IČO ${input.company.taxRegNo})`;
  const rows = (Object.keys(LABELS) as Array<keyof CompanyValues>).map((field) => ({
    label: LABELS[field],
    now: input.company[field] ?? '',
    requested: input.requested[field] ?? '',
  }));
  const changed = rows.filter((row) => row.requested !== '' && row.requested !== row.now);
  const text = [
    `Zákazník ${input.customerEmail} žádá o změnu údajů firmy č. ${input.company.id}.`,
    '',
    input.message,
    '',
    ...(changed.length > 0
      ? [
          'Požadované změny:',
          ...changed.map((row) => `${row.label}: ${row.now} → ${row.requested}`),
        ]
      : ['Bez vyplněných změn polí.']),
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933">
<p>Zákazník ${e(input.customerEmail)} žádá o změnu údajů firmy č. ${input.company.id}.</p>
<p style="white-space:pre-wrap">${e(input.message)}</p>
<table>
<tr><th align="left">Pole</th><th align="left">Nyní</th><th align="left">Požadováno</th></tr>
${rows.map((row) => `<tr><td>${e(row.label)}</td><td>${e(row.now)}</td><td>${e(row.requested)}</td></tr>`).join('\n')}
</table>
</body>
</html>
`;
  return { to: input.to, subject, text, html, replyTo: input.customerEmail };
}
