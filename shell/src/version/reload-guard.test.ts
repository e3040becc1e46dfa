import { claimReload, guardedReload, isChunkLoadError, reloadGuardMs } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('reload guard', () => {
  it('allows one reload per path per 10 000 ms', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const claim = (path: string) => claimReload(path, { storage, now: () => now });
    expect(reloadGuardMs).toBe(10_000);
    expect(claim('/kamery')).toBe(true);
    expect(claim('/kamery')).toBe(false);
    expect(claim('/objektivy')).toBe(true);
    now += 9_999;
    expect(claim('/kamery')).toBe(false);
    now += 1;
    expect(claim('/kamery')).toBe(true);
  });

  it('remembers across a reload (the storage outlives the page)', () => {
    const storage = memoryStorage();
    expect(claimReload('/a', { storage, now: () => 5 })).toBe(true);
    // A new page reads the same session storage.
    expect(claimReload('/a', { storage, now: () => 5_000 })).toBe(false);
  });

  it('uses session storage by default', () => {
    sessionStorage.clear();
    expect(claimReload('/b')).toBe(true);
    expect(claimReload('/b')).toBe(false);
    expect(sessionStorage.getItem('shop-reload-guard')).toContain('/b');
  });

  it('never reloads without a network, and keeps the claim for when it is back', () => {
    const storage = memoryStorage();
    const offline = { storage, now: () => 1, online: () => false };
    expect(guardedReload('https://shop.test/kamery', offline)).toBe(false);
    expect(claimReload('/kamery', { storage, now: () => 2 })).toBe(true);
  });

  it('recognises chunk-load errors', () => {
    const chunk = new Error('Loading chunk 275 failed.\n(error: https://shop.test/275.js)');
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('bad deploy'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
