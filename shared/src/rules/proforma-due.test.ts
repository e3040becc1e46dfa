import { proformaDueDate } from './proforma-due';

describe('proformaDueDate', () => {
  it.each([
    ['no pickup date: a week', '2026-12-02', null, '2026-12-09'],
    ['pickup a month ahead: a week', '2026-12-02', '2027-01-04', '2026-12-09'],
    ['pickup the day after the week: a week', '2026-12-02', '2026-12-10', '2026-12-09'],
    ['pickup on the seventh day: the day before', '2026-12-02', '2026-12-09', '2026-12-08'],
    ['pickup in five days: the day before', '2026-12-02', '2026-12-07', '2026-12-06'],
    ['pickup tomorrow: today', '2026-12-02', '2026-12-03', '2026-12-02'],
    ['pickup today: today', '2026-12-02', '2026-12-02', '2026-12-02'],
    ['over a month end', '2026-12-28', '2027-01-02', '2027-01-01'],
  ])('%s', (_, issued, pickup, due) => {
    expect(proformaDueDate(issued, pickup)).toBe(due);
  });
});
