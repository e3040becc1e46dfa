import {
  ACCEPT_ALL,
  allowsTagManager,
  type ConsentChoice,
  consentModeState,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
} from './cookie-consent';

const analyticsOnly: ConsentChoice = { analytics: true, marketing: false };
const marketingOnly: ConsentChoice = { analytics: false, marketing: true };

describe('parseConsent', () => {
  it.each([
    ['v1.a1.m1', ACCEPT_ALL],
    ['v1.a0.m0', REJECT_ALL],
    ['v1.a1.m0', analyticsOnly],
    ['v1.a0.m1', marketingOnly],
    // No choice: asked again.
    [undefined, null],
    [null, null],
    ['', null],
    ['v2.a1.m1.x0', null],
    ['v1.a1', null],
    ['v1.a2.m0', null],
    ['v1.a1.m1 ', null],
    ['true', null],
  ])('%j → %j', (value, expected) => {
    expect(parseConsent(value)).toEqual(expected);
  });
});

describe('serializeConsent', () => {
  it.each([
    [ACCEPT_ALL, 'v1.a1.m1'],
    [REJECT_ALL, 'v1.a0.m0'],
    [analyticsOnly, 'v1.a1.m0'],
    [marketingOnly, 'v1.a0.m1'],
  ])('%j → %s, read back as it was', (choice, expected) => {
    expect(serializeConsent(choice)).toBe(expected);
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });
});

describe('consentModeState', () => {
  it.each([
    [null, 'denied', 'denied'],
    [REJECT_ALL, 'denied', 'denied'],
    [analyticsOnly, 'granted', 'denied'],
    [marketingOnly, 'denied', 'granted'],
    [ACCEPT_ALL, 'granted', 'granted'],
  ] as const)('%j → analytics %s, ads %s', (choice, analytics, ads) => {
    expect(consentModeState(choice)).toEqual({
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
      analytics_storage: analytics,
    });
  });
});

describe('allowsTagManager', () => {
  it.each([
    [null, false],
    [REJECT_ALL, false],
    [analyticsOnly, true],
    [marketingOnly, true],
    [ACCEPT_ALL, true],
  ])('%j → %s', (choice, expected) => {
    expect(allowsTagManager(choice)).toBe(expected);
  });
});
