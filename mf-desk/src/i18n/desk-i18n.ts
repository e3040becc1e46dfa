import { addNamespace } from '@shop/shared/i18n';
import cs from './cs.json';
import en from './en.json';

export const namespace = 'desk';
addNamespace(namespace, { cs, en });
