import { expect, test } from '../fixtures';
import { readAccessLog, scaleOutState } from './scale-out-state';

/**
 * After the journeys, the throttle and the load runs: nginx's access log shows that both instances
 * served pages, files and API calls, that the card payments went through (each language's card
 * form answered 303 back to the shop), and that no request was answered 5xx.
 */
test('nginx spread everything over both instances and none answered 5xx', () => {
  const state = scaleOutState();
  const log = readAccessLog(state.accessLog);
  expect(log.filter((request) => request.status >= 500)).toEqual([]);
  for (const instance of state.instances) {
    const served = log.filter((request) => request.upstream === instance.upstream);
    expect(served.length, `requests served by ${instance.upstream}`).toBeGreaterThan(
      log.length * 0.25,
    );
    expect(served.some((request) => request.uri.startsWith('/api/'))).toBe(true);
    expect(served.some((request) => !request.uri.startsWith('/api/'))).toBe(true);
  }
  const cardForms = log.filter(
    (request) =>
      request.method === 'POST' &&
      request.uri.startsWith('/api/sandbox-gateway/pay/') &&
      request.status === 303,
  );
  expect(cardForms.length).toBeGreaterThanOrEqual(2);
});
