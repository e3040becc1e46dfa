/**
 * The table of a sheet's lines (a document's, a gear list block's, a price offer's): its header
 * repeats in print. On a phone's screen each line is a card of its cells, each named by its
 * column (`data-label`); paper keeps the table.
 */
import { tableRoles as roles } from '@shop/shared/ui/table-roles';
import styles from './document-sheet.module.css';

export function SheetTable({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <table className={styles.items} {...roles.table}>
      <thead {...roles.rowgroup}>
        <tr {...roles.row}>
          {columns.map((column) => (
            <th key={column} scope="col" {...roles.columnheader}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...roles.rowgroup}>
        {rows.map((row, index) => (
          // Lines may repeat a name (the same item in two periods): the position keys them.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <tr key={index} {...roles.row}>
            {row.map((cell, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
              <td key={column} data-label={columns[column]} {...roles.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
