// jsdom plus the web platform globals Node has and jsdom lacks (react-router's data router and
// axios' fetch-free paths need them).
const { TestEnvironment } = require('jest-environment-jsdom');

class ShopJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const names = [
      'Request',
      'Response',
      'Headers',
      'fetch',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
      'BroadcastChannel',
    ];
    for (const name of names) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = ShopJsdomEnvironment;
