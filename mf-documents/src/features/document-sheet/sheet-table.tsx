/** The table of a sheet's lines (a document's, a gear list block's): its header repeats in print. */
import styles from './document-sheet.module.css';

export function SheetTable({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <table className={styles.items}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // Lines may repeat a name (the same item in two periods): the position keys them.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <tr key={index}>
            {row.map((cell, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
