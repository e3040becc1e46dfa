/**
 * The roles of a table's parts, for a table that a narrow screen's style sheet lays out as stacked
 * cards (the account's lists, a document's lines): a table whose parts are shown as blocks loses its
 * table semantics in some screen readers (Safari's VoiceOver among them), so each part states its
 * role itself and a cell is still read with its column's header. Spread onto the element:
 * `<tr {...tableRoles.row}>` (written out as attributes, a linter would call them redundant).
 */
export const tableRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;
