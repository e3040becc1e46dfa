import { tableRoles } from '@shop/shared/ui/table-roles';

/**
 * The column headers of an account table (my orders, invoices, projects, an order's items and
 * shipping), each part with its role: on a narrow screen the rows become cards of labelled cells.
 */
export function AccountTableHead<Key extends string>({
  columns,
  label,
}: {
  columns: readonly Key[];
  label: (key: Key) => string;
}) {
  return (
    <thead {...tableRoles.rowgroup}>
      <tr {...tableRoles.row}>
        {columns.map((key) => (
          <th key={key} scope="col" {...tableRoles.columnheader}>
            {label(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
