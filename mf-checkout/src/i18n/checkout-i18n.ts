import { addNamespace } from '@shop/shared/i18n';
import './checkout-notices-i18n';
import cs from './cs.json';
import en from './en.json';

export const namespace = 'checkout';
addNamespace(namespace, { cs, en });
