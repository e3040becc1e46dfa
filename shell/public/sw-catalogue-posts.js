/*
 * Imported by the service worker: catalogue queries are POST calls (POST /api/products), which
 * the Cache API cannot store as they are. Network first; each answer is also kept under a GET
 * key made of the URL and the form body, and served from there when the network fails.
 */
const cataloguePostCache = 'shop-catalogue-posts';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname !== '/api/products') return;
  event.respondWith(
    request
      .clone()
      .text()
      .then(async (body) => {
        const key = new Request(`${url.pathname}?__form=${encodeURIComponent(body)}`);
        const cache = await caches.open(cataloguePostCache);
        try {
          const response = await fetch(request);
          if (response.ok) await cache.put(key, response.clone());
          return response;
        } catch (error) {
          const cached = await cache.match(key);
          if (cached) return cached;
          throw error;
        }
      }),
  );
});
