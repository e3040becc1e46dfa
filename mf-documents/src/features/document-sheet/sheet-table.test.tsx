import { expectStackableTable } from '@test/stacked-table';
import { render, screen, within } from '@testing-library/react';
import { SheetTable } from './sheet-table';

const columns = ['Položka', 'Množství', 'Celkem bez DPH'];

describe('a sheet’s table of lines', () => {
  it('names each cell by its column and states the roles, for the stacked lines of a phone', () => {
    render(
      <SheetTable
        columns={columns}
        rows={[
          ['Sony FX3', '1', '2 700 CZK'],
          ['Sony FX3', '2', '5 400 CZK'],
        ]}
      />,
    );
    const table = screen.getByRole('table');
    // A phone shows the parts as blocks: each states its role, each cell its column.
    expectStackableTable(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(columns);
    const [, ...lines] = within(table).getAllByRole('row');
    expect(lines).toHaveLength(2);
    expect(within(lines[1] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('5 400 CZK');
  });
});
