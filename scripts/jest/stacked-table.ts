import { within } from '@testing-library/react';

/**
 * What a table stacked into cards on a phone (the account tables' `.cards`, a document sheet's lines) needs of its
 * markup: every part states its role (the phone's layout shows them as blocks), and every cell of
 * the body names its column in `data-label`, which the card shows beside the value.
 */
export function expectStackableTable(table: HTMLElement): void {
  expect(table).toHaveAttribute('role', 'table');
  for (const part of table.querySelectorAll('thead, tbody, tr, th, td')) {
    expect(part).toHaveAttribute('role');
  }
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const [, ...rows] = within(table).getAllByRole('row');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const labels = [...row.querySelectorAll('th, td')].map((cell) =>
      cell.getAttribute('data-label'),
    );
    expect(labels).toEqual(headers);
  }
}
