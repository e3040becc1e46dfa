// A reader of QR Platba strings written from the SPAYD 1.0 specification (Czech Banking
// Association), independent of the shop's generator, for checking what documents carry: the
// header, key:value attributes split by '*', and each key's own rules.

export interface Spayd {
  iban: string;
  amount: number;
  currency: string;
  variableSymbol: string;
  dueDate: string | null;
  message: string | null;
}

/** The rule each key's value must keep (spec 1.0: ACC, AM, CC, X-VS, DT, MSG among others). */
const RULES: Record<string, RegExp> = {
  ACC: /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}(\+[A-Z0-9]{8,11})?$/,
  AM: /^\d{1,7}(\.\d{1,2})?$/,
  CC: /^[A-Z]{3}$/,
  'X-VS': /^\d{1,10}$/,
  DT: /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/,
  MSG: /^.{1,60}$/s,
};

/** Parses `text` strictly: throws on anything the specification does not allow. */
export function parseSpayd(text: string): Spayd {
  const [header, version, ...attributes] = text.split('*');
  if (header !== 'SPD' || version !== '1.0') throw new Error(`not SPD 1.0: ${text}`);
  if (!/^[\x20-\x7e\xa0-\xff]*$/.test(text)) throw new Error('characters outside ISO-8859-1');
  const values = new Map<string, string>();
  for (const attribute of attributes) {
    const at = attribute.indexOf(':');
    if (at < 1) throw new Error(`attribute without a key: ${attribute}`);
    const key = attribute.slice(0, at);
    const value = decodeURIComponent(attribute.slice(at + 1).replace(/%(?!2A|25)/gi, '%25'));
    if (values.has(key)) throw new Error(`${key} given twice`);
    const rule = RULES[key];
    if (rule && !rule.test(value)) throw new Error(`${key}:${value} breaks its rule`);
    values.set(key, value);
  }
  const acc = values.get('ACC');
  if (!acc) throw new Error('ACC is required');
  const due = values.get('DT');
  return {
    iban: acc.split('+')[0] ?? acc,
    amount: Number(values.get('AM') ?? Number.NaN),
    currency: values.get('CC') ?? 'CZK',
    variableSymbol: values.get('X-VS') ?? '',
    dueDate: due ? `${due.slice(0, 4)}-${due.slice(4, 6)}-${due.slice(6, 8)}` : null,
    message: values.get('MSG') ?? null,
  };
}
