import remoteFailurePlugin, { markRetried } from './remote-failure-plugin';

type CreateScript = (args: { url: string }) => HTMLScriptElement | undefined;

const createScript = remoteFailurePlugin().createScript as unknown as CreateScript;
const base = 'https://shop.example/remotes/checkout/v1/';

describe('the scripts of a retried remote', () => {
  it('leaves every script to the runtime until its remote is retried', () => {
    expect(createScript({ url: `${base}remoteEntry.js` })).toBeUndefined();
  });

  it('asks for them at URLs of their own, new with each retry', () => {
    markRetried(base);
    expect(createScript({ url: `${base}remoteEntry.js` })?.src).toBe(
      `${base}remoteEntry.js?retry=1`,
    );
    markRetried(base);
    expect(createScript({ url: `${base}12.js?v=3` })?.src).toBe(`${base}12.js?v=3&retry=2`);
  });

  it('leaves the scripts of other remotes alone', () => {
    expect(createScript({ url: 'https://shop.example/remotes/catalog/v1/remoteEntry.js' })).toBe(
      undefined,
    );
  });
});
