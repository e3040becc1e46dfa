// The packages themselves, under the names the browser builds' shared entries import them by
// (scripts/build/shared-entries/).
declare module 'react-router-package' {
  export * from 'react-router';
}
declare module 'react-i18next-package' {
  export * from 'react-i18next';
}
