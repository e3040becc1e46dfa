import { allowedRemoteOrigins, isAllowedRemoteEntry, screenRegistry } from './remote-origins';

const page = 'https://shop.example.cz/kosik?x=1';
const pageOrigin = 'https://shop.example.cz';

describe('allowedRemoteOrigins', () => {
  it.each<[string, unknown, string[]]>([
    ['no list: the page origin only', undefined, [pageOrigin]],
    ['not a list', 'https://cdn.example.com', [pageOrigin]],
    ['a list', ['https://cdn.example.com'], [pageOrigin, 'https://cdn.example.com']],
    ['the page origin once', [pageOrigin, 'https://shop.example.cz/'], [pageOrigin]],
    [
      'only bare http(s) origins',
      [
        'https://ok.example.com:8443',
        'https://cdn.example.com/remotes',
        'https://user@cdn.example.com',
        'ftp://cdn.example.com',
        'javascript:alert(1)',
        '*',
        42,
        null,
      ],
      [pageOrigin, 'https://ok.example.com:8443'],
    ],
  ])('%s', (_label, configured, expected) => {
    expect([...allowedRemoteOrigins(configured, pageOrigin)]).toEqual(expected);
  });
});

describe('isAllowedRemoteEntry', () => {
  const allowed = allowedRemoteOrigins(['https://cdn.example.com'], pageOrigin);
  it.each<[unknown, boolean]>([
    ['/remotes/catalog/mf-manifest.json', true],
    ['remotes/catalog/mf-manifest.json', true],
    ['https://shop.example.cz/remotes/catalog/mf-manifest.json', true],
    ['https://cdn.example.com/catalog/mf-manifest.json', true],
    ['https://CDN.example.com:443/catalog/mf-manifest.json', true],
    ['https://cdn.example.com:8443/catalog/mf-manifest.json', false],
    ['http://cdn.example.com/catalog/mf-manifest.json', false],
    ['http://shop.example.cz/remotes/catalog/mf-manifest.json', false],
    ['https://cdn.example.com.evil.example/mf-manifest.json', false],
    ['https://evil.example/remotes/catalog/mf-manifest.json', false],
    ['//evil.example/remotes/catalog/mf-manifest.json', false],
    ['https://shop.example.cz@evil.example/mf-manifest.json', false],
    ['javascript:alert(1)', false],
    ['data:application/json,{}', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%p → %p', (entry, expected) => {
    expect(isAllowedRemoteEntry(entry, allowed, page)).toBe(expected);
  });
});

describe('screenRegistry', () => {
  it('refuses the entries outside the allowlist and keeps the rest', () => {
    const registry = {
      catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: [] },
      checkout: { entry: 'https://evil.example/remotes/checkout/mf-manifest.json', routes: [] },
      account: { entry: 'https://cdn.example.com/account/mf-manifest.json', routes: [] },
    };
    const { accepted, refused } = screenRegistry(
      registry,
      allowedRemoteOrigins(['https://cdn.example.com'], pageOrigin),
      page,
    );
    expect(Object.keys(accepted)).toEqual(['catalog', 'account']);
    expect(Object.keys(refused)).toEqual(['checkout']);
  });
});
