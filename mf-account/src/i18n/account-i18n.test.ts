import path from 'node:path';
import { describeTranslations } from '@test/translations';
import { namespace } from './account-i18n';
import cs from './cs.json';
import en from './en.json';

describeTranslations('account', {
  namespace,
  bundles: { cs, en },
  sources: path.resolve(__dirname, '..'),
});
