import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkCard, luhnValid, SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS } from './card-check';

describe('checkCard', () => {
  const today = '2026-11-20';
  it('accepts the test cards', () => {
    assert.deepEqual(
      checkCard({ cardNumber: '4444 4444 4444 4448', expiry: '11/26', cvc: '123' }, today),
      {
        ok: true,
        outcome: 'paid',
      },
    );
    assert.deepEqual(
      checkCard({ cardNumber: SANDBOX_CARD_DECLINED, expiry: '01/2030', cvc: '1234' }, today),
      {
        ok: true,
        outcome: 'declined',
      },
    );
    assert.ok(luhnValid(SANDBOX_CARD_SUCCESS) && luhnValid(SANDBOX_CARD_DECLINED));
  });

  const failures: Array<[Parameters<typeof checkCard>[0], Record<string, string>]> = [
    [{}, { cardNumber: 'number_required', expiry: 'expiry_required', cvc: 'cvc_required' }],
    [
      { cardNumber: '4444444444444449', expiry: '10/26', cvc: '12' },
      { cardNumber: 'number_invalid', expiry: 'expiry_past', cvc: 'cvc_invalid' },
    ],
    [
      { cardNumber: '4111111111111111', expiry: '13/30', cvc: 'abc' },
      { cardNumber: 'number_not_test_card', expiry: 'expiry_invalid', cvc: 'cvc_invalid' },
    ],
  ];
  for (const [input, errors] of failures) {
    it(`refuses ${JSON.stringify(input)}`, () =>
      assert.deepEqual(checkCard(input, today), { ok: false, errors }));
  }
});
