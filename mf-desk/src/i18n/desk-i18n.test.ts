import path from 'node:path';
import { describeTranslations } from '@test/translations';
import cs from './cs.json';
import { namespace } from './desk-i18n';
import en from './en.json';

describeTranslations('desk', {
  namespace,
  bundles: { cs, en },
  sources: path.resolve(__dirname, '..'),
});
