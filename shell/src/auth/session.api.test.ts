import { getAccessToken, login, logout } from '@shop/shared/auth';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { queryClient } from '@shop/shared/query';
import { guestWaitingForConfirmation, TEST_PASSWORD } from '@test/api-session';
import { startSession, toTokens } from './session';

describe('session', () => {
  it('turns a token answer into tokens with an expiry', () => {
    expect(
      toTokens(
        { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 3600 },
        1000,
      ),
    ).toEqual({ accessToken: 'a', tokenType: 'Bearer', expiresAt: 3_601_000 });
  });

  it('answers a refused sign-in with success false and the message Error (against the API)', async () => {
    await startSession();
    await expect(login({ email: 'jana@example.cz', password: 'wrong-password' })).resolves.toEqual({
      success: false,
      message: 'Error',
      reason: 'credentials',
    });
    expect(getAccessToken()).toBeNull();
    expect(readCookie('session')).toBeUndefined();
  });

  it('tells a registration not confirmed yet from a wrong password (against the API)', async () => {
    await startSession();
    const email = await guestWaitingForConfirmation();
    await expect(login({ email, password: TEST_PASSWORD })).resolves.toEqual({
      success: false,
      message: 'Error',
      reason: 'credentials',
      emailNotConfirmed: true,
    });
    await expect(login({ email, password: 'wrong-password' })).resolves.toEqual({
      success: false,
      message: 'Error',
      reason: 'credentials',
    });
    expect(getAccessToken()).toBeNull();
    expect(readCookie('session')).toBeUndefined();
  });

  it('signs in with Google through grant google: refused by an API without a client id', async () => {
    await startSession();
    await expect(login({ googleIdToken: 'eyJ.eyJ.sig', nonce: 'n' })).resolves.toEqual({
      success: false,
      message: 'Error',
      reason: 'credentials',
    });
    expect(getAccessToken()).toBeNull();
  });

  it('forgets a session hint the API refuses twice (no refresh cookie)', async () => {
    writeCookie('session', '1');
    await startSession();
    expect(getAccessToken()).toBeNull();
    expect(readCookie('session')).toBeUndefined();
  });

  it('signing out removes the customer’s own data from the query cache, and only that', async () => {
    await startSession();
    queryClient.setQueryData(['account', 'orders', { page: 1 }], { orders: ['26000001'] });
    queryClient.setQueryData(['account', 'detail'], { email: 'jana@example.cz' });
    queryClient.setQueryData(['catalog', 'product', 4], { id: 4 });
    await logout();
    expect(queryClient.getQueryData(['account', 'orders', { page: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(['account', 'detail'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'product', 4])).toEqual({ id: 4 });
  });
});
