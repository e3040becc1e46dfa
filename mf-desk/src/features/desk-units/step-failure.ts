/** The words for a unit step the API refused, by its answer (the API's own text is English). */
import { apiErrorStatus } from '@shop/shared/api-client';

export function stepFailure(error: unknown): string {
  switch (apiErrorStatus(error)) {
    case 409:
      return 'units.stateRefused';
    case 403:
      return 'units.managersOnly';
    case 404:
      return 'units.gone';
    default:
      return 'units.saveFailed';
  }
}
