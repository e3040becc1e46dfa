import '@testing-library/jest-dom';
import { setRuntimeConfig } from '@shop/shared/runtime-config';

// The test API runs on the jsdom page's origin (see jest.config.cjs).
if (typeof window !== 'undefined') {
  setRuntimeConfig({ apiBaseUrl: `${window.location.origin}/api` });
}
