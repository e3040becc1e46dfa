/**
 * @jest-environment node
 */
import { publicApiUrl, type RuntimeConfig, setRuntimeConfig } from './runtime-config';

const pdf = '/document/invoice/ab12/pdf?lang=cs';

describe('publicApiUrl', () => {
  const cases: {
    name: string;
    config: Pick<RuntimeConfig, 'apiBaseUrl' | 'publicApiBaseUrl'>;
    path: string;
    url: string;
  }[] = [
    {
      name: 'on the server: the public base, not the internal one',
      config: { apiBaseUrl: 'http://127.0.0.1:8080/api', publicApiBaseUrl: '/api' },
      path: pdf,
      url: `/api${pdf}`,
    },
    {
      name: 'on the server with the API on a domain of its own',
      config: {
        apiBaseUrl: 'http://127.0.0.1:8080/api',
        publicApiBaseUrl: 'https://api.example.cz/api',
      },
      path: pdf,
      url: `https://api.example.cz/api${pdf}`,
    },
    {
      name: 'in the browser: the API base it was given',
      config: { apiBaseUrl: '/api', publicApiBaseUrl: undefined },
      path: pdf,
      url: `/api${pdf}`,
    },
    {
      name: 'in the browser, with the API on a domain of its own',
      config: { apiBaseUrl: 'https://api.example.cz/api', publicApiBaseUrl: undefined },
      path: pdf,
      url: `https://api.example.cz/api${pdf}`,
    },
    {
      name: 'one slash between the base and the path, whichever has it',
      config: { apiBaseUrl: 'http://127.0.0.1:8080/api', publicApiBaseUrl: '/api/' },
      path: 'document/invoice/ab12/pdf',
      url: '/api/document/invoice/ab12/pdf',
    },
    {
      name: 'an absolute URL stays as it is',
      config: { apiBaseUrl: 'http://127.0.0.1:8080/api', publicApiBaseUrl: '/api' },
      path: 'https://files.example.cz/a.pdf',
      url: 'https://files.example.cz/a.pdf',
    },
  ];

  it.each(cases)('$name', ({ config, path, url }) => {
    setRuntimeConfig(config);
    expect(publicApiUrl(path)).toBe(url);
  });
});
