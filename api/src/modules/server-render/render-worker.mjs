/**
 * A render worker: loads the deployed shell's server renderer (`shell/server/render.js`) and
 * renders the pages it is asked for, one at a time (the renderer keeps the page's locale, currency
 * and head in its shared store). Each worker is one generation of the deployment: the pool starts
 * a new one when a release changes the registry or a build id, so code is never mixed.
 *
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader the API runs under.
 * The messages are typed in render-protocol.ts.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {import('./render-protocol').WorkerSetup} */
const { rendererFile, setup, internalHeaders } = workerData;
const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');

// The renderer's requests to the server itself (the remotes' server containers, which the
// federation runtime fetches with the global fetch) carry the headers that let them through: the
// server gives those containers to its own render workers only, so without this no remote's page
// could be rendered. The page's data does not go this way (the API client is axios, over Node's
// http).
if (internalHeaders && Object.keys(internalHeaders).length > 0) {
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    let internal = false;
    try {
      internal = new URL(url).origin === setup.internalOrigin;
    } catch {
      // Not an absolute URL: fetch itself refuses it.
    }
    if (!internal) return plainFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    for (const [name, value] of Object.entries(internalHeaders)) headers.set(name, value);
    return plainFetch(input, { ...init, headers });
  };
}

/** @type {Promise<import('@shop/shared/contract').PageRenderer>} */
const renderer = (async () => {
  const require = createRequire(import.meta.url);
  const module = require(rendererFile);
  // A DOM for sanitising the shop's HTML content the way the browser does (DOMPurify).
  const { JSDOM } = require('jsdom');
  await module.start(setup, { window: new JSDOM('').window });
  return module;
})();

renderer.then(
  () => port.postMessage({ type: 'ready' }),
  (error) => port.postMessage({ type: 'failed', message: String(error) }),
);

let queue = Promise.resolve();
port.on('message', (/** @type {import('./render-protocol').WorkerRequest} */ message) => {
  queue = queue.then(async () => {
    let outcome;
    try {
      const module = await renderer;
      outcome =
        Date.now() > message.request.deadline
          ? { kind: 'browser', reason: 'the page waited past its deadline' }
          : await module.render(message.request);
    } catch (error) {
      outcome = { kind: 'browser', reason: String(error) };
    }
    port.postMessage({ type: 'outcome', id: message.id, outcome });
  });
});
