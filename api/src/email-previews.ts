// Every kind of e-mail the shop sends, from sample data, each by its own module's builder: the
// development pages show them (GET /api/dev/emails/previews) and the tests open their links.

import { orderEmailPreviews } from './modules/billing';
import { shareEmailPreviews } from './modules/cart';
import { companySupportEmailPreviews } from './modules/company';
import type { EmailPreview } from './modules/email';
import { freedWatchEmailPreviews } from './modules/favourite';
import { gearListEmailPreviews } from './modules/gear-list';
import { accountEmailPreviews } from './modules/registration';

export function emailPreviews(origin: string): EmailPreview[] {
  return [
    ...orderEmailPreviews(origin),
    ...accountEmailPreviews(origin),
    ...shareEmailPreviews(origin),
    ...gearListEmailPreviews(origin),
    ...freedWatchEmailPreviews(origin),
    ...companySupportEmailPreviews(origin),
  ];
}
