/** The bundle's own module system in the browser, as far as the shell's entry reads it. */
declare const __webpack_require__: {
  federation?: { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
};
