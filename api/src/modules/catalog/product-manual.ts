// A product manual as a small PDF (pdf-lib), generated on request from the product's data: the
// rental's quick guide in Czech or English. Deterministic: the same manual gives the same bytes.
// The standard PDF fonts encode WinAnsi only, so letters outside it (č, ř, ě, ů …) lose their
// accents; everything else prints as written.

import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export interface ManualInput {
  language: 'cs' | 'en';
  title: string;
  productName: string;
  brand: string;
  categoryName: string;
  parameters: Array<{ name: string; value: string; unit: string | null }>;
}

/** Characters WinAnsi (cp1252) has beyond ASCII that Czech and English texts use. */
const WIN_ANSI_EXTRA = new Set('áéíóúýÁÉÍÓÚÝšŠžŽäöüÄÖÜ×–—„“”‘’…°·•²³½¼');

/** Text the standard fonts can draw: accents outside WinAnsi dropped, unknown signs as '?'. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if ((code >= 32 && code < 127) || WIN_ANSI_EXTRA.has(char)) {
      result += char;
      continue;
    }
    if (char === '\n' || char === '\t') {
      result += ' ';
      continue;
    }
    const plain = char.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    result += [...plain].every(
      (c) => (c.codePointAt(0) ?? 0) >= 32 && (c.codePointAt(0) ?? 0) < 127,
    )
      ? plain
      : '?';
  }
  return result;
}

const TEXTS = {
  cs: {
    heading: 'Návod k obsluze',
    parameters: 'Parametry',
    sections: [
      [
        'Před prvním použitím',
        'Zkontrolujte kompletnost podle dodacího listu a vizuálně stav techniky. Případné závady nahlaste do dvou hodin od převzetí, jinak je nemusíme uznat.',
      ],
      [
        'Napájení a nabíjení',
        'Používejte jen dodané napájecí zdroje a baterie. Baterie nabíjejte při pokojové teplotě a nenechávejte je vybité. Lithiové baterie nad 100 Wh nelze brát do letadla bez souhlasu dopravce.',
      ],
      [
        'Přeprava a péče',
        'Techniku převážejte v dodaných kufrech, chraňte ji před deštěm, prachem a nárazy. Optiku čistěte jen k tomu určenými prostředky. Při kondenzaci nechte techniku aklimatizovat.',
      ],
      [
        'Vrácení do půjčovny',
        'Vraťte techniku kompletní a ve stejném balení. Baterie nemusíte nabíjet, karty nemažte – data smažeme po vrácení až s vaším souhlasem.',
      ],
      [
        'Kontakt',
        'FilmRent Praha – Holešovice, Komunardů 894/32, tel. +420 222 515 400. FilmRent Brno – Královo Pole, Palackého třída 1946/112, tel. +420 541 210 300. Po–Pá 9–19.',
      ],
    ],
    footer:
      'Stručný průvodce půjčovny FilmRent. Úplný návod výrobce najdete na jeho webových stránkách.',
  },
  en: {
    heading: 'User manual',
    parameters: 'Specifications',
    sections: [
      [
        'Before first use',
        'Check the kit against the delivery note and look the gear over. Report faults within two hours of pick-up; later claims may not be accepted.',
      ],
      [
        'Power and charging',
        'Use only the supplied power supplies and batteries. Charge batteries at room temperature and do not store them empty. Lithium batteries above 100 Wh may not fly without the airline’s approval.',
      ],
      [
        'Transport and care',
        'Carry the gear in the supplied cases and protect it from rain, dust and knocks. Clean optics only with lens cleaning products. Let the gear acclimatise if condensation appears.',
      ],
      [
        'Returning the gear',
        'Return the kit complete and in its packing. You need not charge the batteries; do not erase the cards – we delete data after the return only with your consent.',
      ],
      [
        'Contact',
        'FilmRent Prague – Holešovice, Komunardů 894/32, phone +420 222 515 400. FilmRent Brno – Královo Pole, Palackého třída 1946/112, phone +420 541 210 300. Mon–Fri 9–19.',
      ],
    ],
    footer:
      'A quick guide by the FilmRent rental. The full manual is on the manufacturer’s website.',
  },
} as const;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export async function renderProductManual(input: ManualInput): Promise<Uint8Array> {
  const texts = TEXTS[input.language];
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(input.title));
  doc.setAuthor('FilmRent s.r.o.');
  doc.setSubject(toWinAnsi(input.productName));
  doc.setCreator('FilmRent');
  doc.setProducer('FilmRent');
  doc.setLanguage(input.language);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 56;
  const ink = rgb(0.12, 0.16, 0.2);
  const accent = rgb(0.18, 0.56, 0.36);
  let page = doc.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, font: PDFFont, size: number, color = ink, gap = 4) => {
    for (const line of wrap(toWinAnsi(text), font, size, width - 2 * margin)) {
      if (y < margin + size) {
        page = doc.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color });
      y -= size + gap;
    }
  };

  write(`${input.brand.toUpperCase()} · ${input.categoryName}`, bold, 10, accent, 8);
  write(texts.heading, bold, 24, ink, 6);
  write(input.productName, regular, 16, ink, 18);
  if (input.parameters.length > 0) {
    write(texts.parameters, bold, 13, accent, 6);
    for (const parameter of input.parameters) {
      write(
        `${parameter.name}: ${parameter.value}${parameter.unit ? ` ${parameter.unit}` : ''}`,
        regular,
        10.5,
      );
    }
    y -= 12;
  }
  for (const [index, [title, body]] of texts.sections.entries()) {
    write(`${index + 1}. ${title}`, bold, 13, accent, 6);
    write(body, regular, 10.5, ink, 4);
    y -= 10;
  }
  y = Math.min(y, margin + 20);
  write(texts.footer, regular, 8, rgb(0.4, 0.45, 0.5));
  return doc.save({ useObjectStreams: false });
}
