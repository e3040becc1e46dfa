import {
  emptyListQuery,
  filterPayload,
  parseListQuery,
  productsForm,
  toSearchParams,
  withFilter,
} from './list-query';

describe('product list URL state', () => {
  it('reads page, search, price range, sort and filters from the URL', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'page=3&s=objektiv&priceMin=200&priceMax=1500&sort=sort_price_asc&f4_select=3,5&f7_range=10,50&f9_checkbox=',
      ),
    );
    expect(query).toEqual({
      page: 3,
      search: 'objektiv',
      priceMin: 200,
      priceMax: 1500,
      sort: 'sort_price_asc',
      filters: [
        { id: 4, type: 'select', values: [3, 5] },
        { id: 7, type: 'range', values: [10, 50] },
      ],
    });
  });

  it('falls back to defaults on nonsense', () => {
    expect(
      parseListQuery(
        new URLSearchParams('page=-2&priceMin=abc&sort=drop_table&f1_weird=2&f2_select=x,,'),
      ),
    ).toEqual(emptyListQuery);
  });

  it('round-trips: the URL written from a state reads back as the same state', () => {
    const query = parseListQuery(
      new URLSearchParams('s=sony&priceMax=900&f4_select=5,3&page=2&sort=sort_name_desc'),
    );
    expect(parseListQuery(toSearchParams(query))).toEqual(query);
    expect(toSearchParams(query).toString()).toBe(
      's=sony&priceMax=900&sort=sort_name_desc&f4_select=5%2C3&page=2',
    );
  });

  it('leaves defaults and empty filters out of the URL', () => {
    expect(
      toSearchParams({
        ...emptyListQuery,
        filters: [{ id: 2, type: 'select', values: [] }],
      }).toString(),
    ).toBe('');
  });

  it('sends only filters with values, and the sort key as a flag', () => {
    const query = {
      ...emptyListQuery,
      search: 'led',
      priceMin: 100,
      sort: 'sort_newest' as const,
      filters: [
        { id: 4, type: 'select' as const, values: [3] },
        { id: 5, type: 'checkbox' as const, values: [] },
      ],
    };
    expect(productsForm(query, { page: 2, lang: 'en', categoryId: 3 })).toEqual({
      lang: 'en',
      limit: 24,
      page: 2,
      sort_newest: 1,
      search_text: 'led',
      category_id: 3,
      min_price: 100,
      max_price: undefined,
      filter: { 4: { type: 'select', values: [3] } },
    });
    expect(filterPayload([{ id: 1, type: 'range', values: [] }])).toBeUndefined();
  });

  it('a filter change goes back to page 1; clearing a filter removes it', () => {
    const start = {
      ...emptyListQuery,
      page: 4,
      filters: [{ id: 4, type: 'select' as const, values: [1] }],
    };
    const changed = withFilter(start, { id: 2, type: 'checkbox', values: [7] });
    expect(changed.page).toBe(1);
    expect(changed.filters.map((filter) => filter.id)).toEqual([2, 4]);
    expect(
      withFilter(changed, { id: 4, type: 'select', values: [] }).filters.map((filter) => filter.id),
    ).toEqual([2]);
  });
});
