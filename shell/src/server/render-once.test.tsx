/**
 * @jest-environment node
 *
 * The server's one render: what the loaders filled renders with its data; a query no loader
 * asked for renders in its loading state, is not fetched, and is named.
 */
import {
  hashKey,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { renderOnce } from './render-once';

function Shown({ name, fetcher }: { name: string; fetcher: () => Promise<string> }) {
  const answer = useQuery(queryOptions({ queryKey: ['test', name], queryFn: fetcher }));
  return <p>{answer.isPending ? `${name}: loading` : `${name}: ${answer.data}`}</p>;
}

function TurnedOff({ fetcher }: { fetcher: () => Promise<string> }) {
  const answer = useQuery({ queryKey: ['test', 'off'], queryFn: fetcher, enabled: false });
  return <p>{answer.isPending ? 'off: waiting' : 'off: shown'}</p>;
}

function page(client: QueryClient, fetchers: Record<string, () => Promise<string>>) {
  return (
    <QueryClientProvider client={client}>
      <Shown name="filled" fetcher={fetchers.filled ?? jest.fn()} />
      <Shown name="missed" fetcher={fetchers.missed ?? jest.fn()} />
      <TurnedOff fetcher={fetchers.off ?? jest.fn()} />
    </QueryClientProvider>
  );
}

describe('renderOnce', () => {
  it('renders what a loader filled and leaves a query no loader asked for loading, unfetched and named', async () => {
    const client = new QueryClient();
    const fetchers = {
      filled: jest.fn(async () => 'from the loader'),
      missed: jest.fn(async () => 'from a second render'),
      off: jest.fn(async () => 'never'),
    };
    // What a loader does before the render.
    await client.ensureQueryData({ queryKey: ['test', 'filled'], queryFn: fetchers.filled });

    const rendered = await renderOnce(page(client, fetchers), client, Date.now() + 5000);

    expect(rendered.html).toContain('filled: from the loader');
    expect(rendered.html).toContain('missed: loading');
    expect(rendered.html).not.toContain('from a second render');
    expect(rendered.html).toContain('off: waiting');
    expect(fetchers.filled).toHaveBeenCalledTimes(1);
    expect(fetchers.missed).not.toHaveBeenCalled();
    expect(fetchers.off).not.toHaveBeenCalled();
    expect(rendered.notPrefilled).toEqual([hashKey(['test', 'missed'])]);
    expect(rendered.partErrors).toEqual([]);
  });

  it('names nothing when the loaders asked for every query the page reads', async () => {
    const client = new QueryClient();
    const fetchers = { filled: async () => 'one', missed: async () => 'two' };
    await Promise.all([
      client.ensureQueryData({ queryKey: ['test', 'filled'], queryFn: fetchers.filled }),
      client.ensureQueryData({ queryKey: ['test', 'missed'], queryFn: fetchers.missed }),
    ]);

    const rendered = await renderOnce(page(client, fetchers), client, Date.now() + 5000);

    expect(rendered.html).toContain('filled: one');
    expect(rendered.html).toContain('missed: two');
    expect(rendered.notPrefilled).toEqual([]);
  });
});
