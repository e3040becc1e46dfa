import { afterDeskSignIn } from './desk-sign-in-page';

describe('afterDeskSignIn: back to the desk page the guard sent the member from, and nowhere else', () => {
  it.each<[string | null, string]>([
    ['/desk', '/desk'],
    ['/desk/jednotky?state=in_repair', '/desk/jednotky?state=in_repair'],
    ['/en/desk/units', '/en/desk/units'],
    ['/en/desk?branch=2', '/en/desk?branch=2'],
    [null, '/desk'],
    ['', '/desk'],
    ['/ucet', '/desk'],
    ['/deskovy-odrazec', '/desk'],
    ['//evil.example/desk', '/desk'],
    ['https://evil.example/desk', '/desk'],
    ['/desk\\@evil.example', '/desk'],
  ])('%p → %s', (returnUrl, target) => {
    expect(afterDeskSignIn(returnUrl, '/desk')).toBe(target);
  });
});
