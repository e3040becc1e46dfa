import { type RemoteManifest, pageRoute as route } from '@shop/shared/routes';

// Documents open from links (staff, e-mails): the server renders them, so they show at once.
// Each shows one customer's data (names, addresses, bank details, prices): private pages.
const documentLayout = { layout: 'document', serverRender: true, private: true } as const;
const blank = { layout: 'blank', serverRender: true, private: true } as const;

export const remoteManifest: RemoteManifest = {
  remote: 'documents',
  routes: [
    route(
      'short-estimate',
      { cs: 'Zálohová faktura', en: 'Proforma invoice' },
      { ...documentLayout, page: 'document-not-found' },
    ),
    route(
      'short-invoice',
      { cs: 'Faktura', en: 'Invoice' },
      { ...documentLayout, page: 'document-not-found' },
    ),
    route(
      'gear-list-with-prices',
      { cs: 'Seznam techniky', en: 'Equipment list' },
      { ...blank, page: 'gear-list-with-prices' },
    ),
    route(
      'gear-list',
      { cs: 'Seznam techniky', en: 'Equipment list' },
      { ...blank, page: 'gear-list' },
    ),
    route(
      'price-offer-preview',
      { cs: 'Náhled cenové nabídky', en: 'Price offer preview' },
      { ...blank, page: 'price-offer-preview' },
    ),
    route(
      'price-offer',
      { cs: 'Cenová nabídka', en: 'Price offer' },
      { ...blank, page: 'price-offer' },
    ),
    route(
      'document-estimate',
      { cs: 'Zálohová faktura', en: 'Proforma invoice' },
      { ...documentLayout, page: 'document-estimate' },
    ),
    route(
      'document-tax-document',
      { cs: 'Daňový doklad k přijaté platbě', en: 'Tax document for a received payment' },
      { ...documentLayout, page: 'document-tax-document' },
    ),
    route(
      'document-invoice',
      { cs: 'Faktura', en: 'Invoice' },
      { ...documentLayout, page: 'document-invoice' },
    ),
    route(
      'document-repair-invoice',
      { cs: 'Opravný daňový doklad', en: 'Credit note' },
      { ...documentLayout, page: 'document-repair-invoice' },
    ),
    route(
      'document-handover',
      { cs: 'Předávací protokol', en: 'Handover protocol' },
      { ...documentLayout, page: 'document-handover' },
    ),
    route(
      'document-return',
      { cs: 'Protokol o vrácení', en: 'Return protocol' },
      { ...documentLayout, page: 'document-return' },
    ),
  ],
};

export default remoteManifest;
