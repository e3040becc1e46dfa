import { DESK_REFUSALS } from '@shop/shared/contract/constants';
import { AxiosError, AxiosHeaders } from 'axios';
import { deskRefusal } from './desk-refusal';

/** A refusal of the API as the API client throws it. */
function refused(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { success: false, message },
  });
}

describe('deskRefusal', () => {
  it.each([
    [404, DESK_REFUSALS.unknownLabel, { key: 'refusal.unknownLabel' }],
    [409, DESK_REFUSALS.unitInRepair, { key: 'refusal.unitInRepair' }],
    [400, DESK_REFUSALS.earlyWithoutReason, { key: 'refusal.earlyWithoutReason' }],
    [
      409,
      `${DESK_REFUSALS.givenElsewhere} 26000042.`,
      { key: 'refusal.givenElsewhere', values: { order: '26000042' } },
    ],
    [409, `Unit 12 ${DESK_REFUSALS.unitNotOut}`, { key: 'refusal.unitNotOut' }],
    [403, 'Forbidden', { key: 'units.managersOnly' }],
    [413, 'Request body is too large', { key: 'order.photoTooLarge' }],
    [404, 'Route not found', { key: 'refusal.orderNotFound' }],
    [409, 'Something new', { key: 'order.saveFailed' }],
    [503, 'Database unavailable', { key: 'order.unavailable' }],
  ])('%i %s', (status, message, expected) => {
    expect(deskRefusal(refused(status, message))).toEqual(expected);
  });

  it('says the desk cannot be reached when no answer came', () => {
    expect(deskRefusal(new Error('Network Error'))).toEqual({ key: 'order.unavailable' });
  });

  it('has the desk’s words for every refusal the API words', () => {
    const en = require('../../i18n/en.json') as { refusal: Record<string, string> };
    const cs = require('../../i18n/cs.json') as { refusal: Record<string, string> };
    for (const key of Object.keys(DESK_REFUSALS)) {
      expect([key, Boolean(en.refusal[key]), Boolean(cs.refusal[key])]).toEqual([key, true, true]);
    }
  });
});
