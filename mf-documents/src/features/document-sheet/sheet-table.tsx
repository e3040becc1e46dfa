/**
 * The table of a sheet's lines (a document's, a gear list block's, a price offer's): its header
 * repeats in print. On a phone's screen each line is a card of its cells, each named by its
 * column (`data-label`); paper keeps the table.
 */
import styles from './document-sheet.module.css';

/**
 * The roles of the table's parts, stated on the elements themselves: the phone's layout shows
 * them as blocks, which loses a table's semantics in some screen readers (Safari's VoiceOver
 * among them), so a cell is still read with its column's header. Spread onto the elements
 * (written out as attributes, a linter would call them redundant).
 */
const roles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

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
