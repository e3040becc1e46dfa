/**
 * What the shop's browser code uses of react-i18next: the module the browser builds share as
 * `react-i18next` (see react-router.ts beside it for why). The server build shares the whole
 * package.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
