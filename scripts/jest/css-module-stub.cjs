// CSS modules in tests: every class name is its own key.
module.exports = new Proxy(
  {},
  { get: (_target, key) => (key === '__esModule' ? false : String(key)) },
);
