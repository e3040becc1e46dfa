import { AxiosError, AxiosHeaders } from 'axios';
import { paymentFailureKey } from './create-payment';

/** An axios error as the API client rejects with when the API answered `status`. */
function answered(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { success: false, message: 'x' },
  });
}

describe('paymentFailureKey', () => {
  it.each([
    ['the gateway out of reach (503)', answered(503), 'order.gatewayUnavailable'],
    ['a refusal (409)', answered(409), 'order.payFailed'],
    ['an internal error (500)', answered(500), 'order.payFailed'],
    ['no answer at all', new AxiosError('Network Error', 'ERR_NETWORK'), 'order.payFailed'],
    ['not an API error', new Error('boom'), 'order.payFailed'],
  ])('%s', (_, error, key) => {
    expect(paymentFailureKey(error)).toBe(key);
  });
});
