import { i18n } from '@shop/shared/i18n';
import { QueryState, type QueryStateProps } from '@shop/shared/query/query-state';
import { fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { I18nextProvider } from 'react-i18next';

type Query = QueryStateProps<string[]>['query'];

function failure(status: number): AxiosError {
  return new AxiosError('failed', String(status), undefined, undefined, {
    status,
  } as AxiosResponse);
}

function show(query: Omit<Query, 'refetch'>, refetch = jest.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryState
        query={{ ...query, refetch } as Query}
        notFound={<p>no such thing</p>}
        isEmpty={(items) => items.length === 0}
        empty="nothing yet"
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </I18nextProvider>,
  );
  return refetch;
}

describe('QueryState', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it.each<[string, Omit<Query, 'refetch'>, string]>([
    ['the first load', { status: 'pending', data: undefined, error: null }, 'Loading'],
    ['a 404 answer', { status: 'error', data: undefined, error: failure(404) }, 'no such thing'],
    ['an empty answer', { status: 'success', data: [], error: null }, 'nothing yet'],
    ['an answer', { status: 'success', data: ['lens'], error: null }, 'lens'],
    ['a failed refresh', { status: 'error', data: ['kept'], error: failure(500) }, 'kept'],
  ])('shows %s', (_case, query, text) => {
    show(query);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([500, 0])('shows a failed load (%s) with a retry that loads again', (status) => {
    const error = status ? failure(status) : new Error('network');
    const refetch = show({ status: 'error', data: undefined, error });
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('common:loadFailed'));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common:retry') }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
