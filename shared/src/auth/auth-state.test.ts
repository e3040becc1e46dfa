import {
  clearTokens,
  getAccessToken,
  refreshAccessToken,
  setRefreshHandler,
  setTokens,
} from './auth-state';

const tokens = (accessToken: string) => ({ accessToken, tokenType: 'Bearer', expiresAt: 0 });

describe('auth state', () => {
  afterEach(() => {
    setRefreshHandler(null);
    clearTokens();
  });

  it('shares one refresh between concurrent callers', async () => {
    const handler = jest.fn(async () => tokens('new'));
    setRefreshHandler(handler);
    const [a, b] = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(a?.accessToken).toBe('new');
    expect(b?.accessToken).toBe('new');
    expect(getAccessToken()).toBe('new');
  });

  it('clears the tokens when the refresh fails', async () => {
    setTokens(tokens('old'));
    setRefreshHandler(async () => {
      throw new Error('refresh token expired');
    });
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});
