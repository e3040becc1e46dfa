import path from 'node:path';
import { describeTranslations } from '@test/translations';
import cs from './cs.json';
import { namespace } from './documents-i18n';
import en from './en.json';

describeTranslations('documents', {
  namespace,
  bundles: { cs, en },
  sources: path.resolve(__dirname, '..'),
});
