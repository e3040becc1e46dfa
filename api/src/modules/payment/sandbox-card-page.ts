import type { Locale } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { DEMO_NOTICE } from '@shop/shared/i18n/demo-notice';
import { escapeHtml } from '../email';
import {
  type CardError,
  type CardField,
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_SUCCESS,
} from './card-check';

const TEXTS = {
  cs: {
    title: 'Platba kartou – testovací brána',
    sandbox: 'Testovací platební brána. Žádné peníze se nepřevádějí.',
    order: 'Objednávka',
    amount: 'Částka',
    cardNumber: 'Číslo karty',
    expiry: 'Platnost (MM/RR)',
    cvc: 'CVC',
    cvcHint: '3 číslice na zadní straně karty',
    pay: 'Zaplatit',
    cancel: 'Zrušit platbu',
    testCards: 'Testovací karty',
    succeeds: 'platba projde',
    declined: 'banka platbu zamítne',
    anyExpiry: 'platnost: libovolné budoucí datum, CVC: libovolné 3 číslice',
    errorSummary: 'Formulář obsahuje chyby:',
    finished: 'Tato platba už je uzavřena',
    back: 'Zpět do obchodu',
    states: { CREATED: 'čeká', PAID: 'zaplaceno', CANCELED: 'zrušeno', TIMEOUTED: 'vypršelo' },
    errors: {
      number_required: 'Zadejte číslo karty.',
      number_invalid: 'Číslo karty není platné.',
      number_not_test_card: 'Použijte jednu z testovacích karet níže.',
      expiry_required: 'Zadejte platnost karty.',
      expiry_invalid: 'Platnost zadejte ve tvaru MM/RR.',
      expiry_past: 'Platnost karty už skončila.',
      cvc_required: 'Zadejte CVC.',
      cvc_invalid: 'CVC má 3 nebo 4 číslice.',
    },
  },
  en: {
    title: 'Card payment – test gateway',
    sandbox: 'Test payment gateway. No money is transferred.',
    order: 'Order',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cvcHint: '3 digits on the back of the card',
    pay: 'Pay',
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    succeeds: 'the payment succeeds',
    declined: 'the bank declines the payment',
    anyExpiry: 'expiry: any future date, CVC: any 3 digits',
    errorSummary: 'The form has errors:',
    finished: 'This payment is already closed',
    back: 'Back to the shop',
    states: { CREATED: 'pending', PAID: 'paid', CANCELED: 'cancelled', TIMEOUTED: 'expired' },
    errors: {
      number_required: 'Enter the card number.',
      number_invalid: 'The card number is not valid.',
      number_not_test_card: 'Use one of the test cards below.',
      expiry_required: 'Enter the expiry date.',
      expiry_invalid: 'Enter the expiry as MM/YY.',
      expiry_past: 'The card has expired.',
      cvc_required: 'Enter the CVC.',
      cvc_invalid: 'The CVC has 3 or 4 digits.',
    },
  },
} as const;

export interface CardPageInput {
  lang: Locale;
  orderNumber: string;
  description: string;
  /** Hundredths. */
  amount: number;
  currency: string;
  state: 'CREATED' | 'PAID' | 'CANCELED' | 'TIMEOUTED';
  /** Where the form posts. */
  action: string;
  /** The shop's return URL with ?id= (for a payment already closed). */
  backUrl: string;
  values?: { cardNumber?: string | undefined; expiry?: string | undefined };
  errors?: Partial<Record<CardField, CardError>>;
}

function field(
  name: CardField,
  label: string,
  input: CardPageInput,
  attributes: string,
  hint?: string,
): string {
  const t = TEXTS[input.lang];
  const error = input.errors?.[name];
  const value = name === 'cvc' ? '' : (input.values?.[name] ?? '');
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<span class="hint" id="${name}-hint">${escapeHtml(hint)}</span>` : ''}
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes} required${
    described ? ` aria-describedby="${described}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>
${error ? `<span class="error" id="${name}-error">${escapeHtml(t.errors[error])}</span>` : ''}
</div>`;
}

/**
 * The sandbox gateway's card page (Czech or English): order, amount, card number, expiry and CVC
 * with labels, hints and error messages tied to their fields; the test cards; pay and cancel. Only
 * a demo shop has this gateway, so the page begins with the demo notice, as the shop's pages do.
 */
export function renderCardPage(input: CardPageInput): string {
  const t = TEXTS[input.lang];
  const amount = formatPrice(input.amount / 100, input.currency);
  const errors = Object.entries(input.errors ?? {}) as Array<[CardField, CardError]>;
  const summary =
    errors.length === 0
      ? ''
      : `<div class="summary" role="alert" tabindex="-1" id="error-summary" autofocus><p>${escapeHtml(t.errorSummary)}</p><ul>${errors
          .map(([name, error]) => `<li><a href="#${name}">${escapeHtml(t.errors[error])}</a></li>`)
          .join('')}</ul></div>`;
  const body =
    input.state === 'CREATED'
      ? `${summary}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field('cardNumber', t.cardNumber, input, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
${field('expiry', t.expiry, input, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/RR"'.replace('MM/RR', input.lang === 'cs' ? 'MM/RR' : 'MM/YY'))}
${field('cvc', t.cvc, input, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', t.cvcHint)}
<div class="actions">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button>
<button type="submit" name="action" value="cancel" formnovalidate class="secondary">${escapeHtml(t.cancel)}</button>
</div>
</form>
<section aria-labelledby="test-cards">
<h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<ul>
<li><code>${SANDBOX_CARD_SUCCESS.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> – ${escapeHtml(t.succeeds)}</li>
<li><code>${SANDBOX_CARD_DECLINED.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> – ${escapeHtml(t.declined)}</li>
</ul>
<p>${escapeHtml(t.anyExpiry)}</p>
</section>`
      : `<p role="status">${escapeHtml(t.finished)}: <strong>${escapeHtml(t.states[input.state])}</strong>.</p>
<p><a href="${escapeHtml(input.backUrl)}">${escapeHtml(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(t.title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 28rem; padding: 0 1rem; color: #1f2933; }
.sandbox { background: #fff4d6; border: 1px solid #e3b341; border-radius: 6px; padding: .5rem .75rem; }
.demo { margin: 0 0 1rem; padding: .3rem .75rem; border-bottom: 2px solid #b45309; background: #fff4c2; color: #0f172a; font-weight: 600; text-align: center; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }
.field { display: flex; flex-direction: column; gap: .25rem; margin: 1rem 0; }
label { font-weight: 600; }
input { font-size: 1.1rem; padding: .5rem; border: 1px solid #7b8794; border-radius: 4px; }
input[aria-invalid="true"] { border-color: #c62828; }
.hint { color: #52606d; font-size: .9rem; }
.error { color: #c62828; }
.summary { border: 2px solid #c62828; border-radius: 6px; padding: .5rem .75rem; }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; }
button { font-size: 1rem; padding: .6rem 1.2rem; border-radius: 4px; border: 1px solid #1b7f3b; background: #1b7f3b; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1f2933; border-color: #7b8794; }
:focus-visible { outline: 3px solid #1b7f3b; outline-offset: 2px; }
</style>
</head>
<body>
<header><p class="demo" role="note">${escapeHtml(DEMO_NOTICE[input.lang])}</p></header>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="sandbox">${escapeHtml(t.sandbox)}</p>
<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(input.orderNumber)}${input.description ? ` – ${escapeHtml(input.description)}` : ''}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${body}
</main>
</body>
</html>
`;
}
