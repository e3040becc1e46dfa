import { besideManifest } from './remote-files';

describe('besideManifest', () => {
  it.each([
    ['/remotes/catalog/1.2.0/mf-manifest.json', '', '/remotes/catalog/1.2.0/'],
    [
      '/remotes/catalog/1.2.0/mf-manifest.json',
      'routes.json',
      '/remotes/catalog/1.2.0/routes.json',
    ],
    [
      'https://cdn.example.com/catalog/mf-manifest.json?v=7',
      'server/remoteEntry.js',
      'https://cdn.example.com/catalog/server/remoteEntry.js',
    ],
    [
      'https://cdn.example.com/catalog/mf-manifest.json?retry=2',
      '',
      'https://cdn.example.com/catalog/',
    ],
    // Only the file name at the end is the manifest: a folder of that name is left alone.
    [
      'https://cdn.example.com/mf-manifest.json/x/mf-manifest.json',
      'routes.json',
      'https://cdn.example.com/mf-manifest.json/x/routes.json',
    ],
  ])('%s + %j → %s', (entry, file, expected) => {
    expect(besideManifest(entry, file)).toBe(expected);
  });
});
