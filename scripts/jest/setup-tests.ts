import '@testing-library/jest-dom';
import { queryClient } from '@shop/shared/query';
import { setRuntimeConfig } from '@shop/shared/runtime-config';

// The test API runs on the jsdom page's origin (see jest.config.cjs).
if (typeof window !== 'undefined') {
  setRuntimeConfig({ apiBaseUrl: `${window.location.origin}/api` });
}

// Each test starts with an empty query cache; a failed load is retried at once.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
afterEach(() => queryClient.clear());
