/**
 * The checkout texts the background cart service needs on every page (its notices), on their own:
 * the home page then downloads two sentences instead of all of checkout's translations. They are
 * part of the `checkout` namespace like the rest.
 */
import { addNamespace } from '@shop/shared/i18n';
import cs from './notices/cs.json';
import en from './notices/en.json';

export const namespace = 'checkout';
export const notices = { cs: { notice: cs }, en: { notice: en } };
addNamespace(namespace, notices);
