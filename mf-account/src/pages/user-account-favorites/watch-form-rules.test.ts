import { watchedPeriod, watchFormErrors } from './watch-form-rules';

const TODAY = '2026-05-10';

describe('the watch form rule', () => {
  it.each([
    [{ from: '2026-05-11', to: '2026-05-12', quantity: '1' }, {}],
    [{ from: '2026-05-11', to: '2026-05-11', quantity: '50' }, {}],
    [{ from: null, to: null, quantity: '1' }, { from: 'favourites.watch.datesRequired' }],
    [{ from: '2026-05-11', to: null, quantity: '1' }, { from: 'favourites.watch.datesRequired' }],
    [
      { from: '2026-05-10', to: '2026-05-12', quantity: '1' },
      { from: 'favourites.watch.datesFuture' },
    ],
    [
      { from: '2026-05-11', to: '2026-05-12', quantity: '0' },
      { quantity: 'favourites.watch.quantityRange' },
    ],
    [
      { from: '2026-05-11', to: '2026-05-12', quantity: '51' },
      { quantity: 'favourites.watch.quantityRange' },
    ],
    [
      { from: '2026-05-11', to: '2026-05-12', quantity: '1.5' },
      { quantity: 'favourites.watch.quantityRange' },
    ],
    [
      { from: '2026-05-11', to: '2026-05-12', quantity: ' ' },
      { quantity: 'favourites.watch.quantityRange' },
    ],
  ])('%j → %j', (values, errors) => {
    expect(watchFormErrors(values, TODAY)).toEqual(errors);
  });

  it('watches from the first day’s start to the end of the last', () => {
    expect(watchedPeriod('2026-05-11', '2026-05-12')).toEqual({
      dateFrom: '2026-05-11T00:00',
      dateTo: '2026-05-12T23:59',
    });
  });
});
