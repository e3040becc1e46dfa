import {
  GOOGLE_AUTHORIZATION_ENDPOINT,
  PENDING_KEY,
  startGoogleSignIn,
  takePendingSignIn,
} from './google-authorization';

describe('google authorization request', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks Google for an ID token with a fresh state and nonce, kept for the callback', () => {
    const url = new URL(
      startGoogleSignIn('shop.apps.example.cz', 'https://shop.example.cz/auth/callback', '/ucet'),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_AUTHORIZATION_ENDPOINT);
    expect(url.searchParams.get('client_id')).toBe('shop.apps.example.cz');
    expect(url.searchParams.get('redirect_uri')).toBe('https://shop.example.cz/auth/callback');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).not.toBe(state);
    expect(takePendingSignIn()).toEqual({ state, nonce, returnUrl: '/ucet' });
  });

  it('gives the pending request once', () => {
    startGoogleSignIn('c', 'https://shop.example.cz/auth/callback', null);
    expect(takePendingSignIn()).not.toBeNull();
    expect(takePendingSignIn()).toBeNull();
  });

  it('ignores a damaged pending request', () => {
    sessionStorage.setItem(PENDING_KEY, '{"state":1}');
    expect(takePendingSignIn()).toBeNull();
    sessionStorage.setItem(PENDING_KEY, 'not json');
    expect(takePendingSignIn()).toBeNull();
  });
});
