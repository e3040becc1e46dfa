import path from 'node:path';
import { describeTranslations } from '@test/translations';
import cs from './cs.json';
import en from './en.json';

describeTranslations('shell', {
  namespace: 'shell',
  bundles: { cs, en },
  sources: path.resolve(__dirname, '..'),
});
