import { Table } from '@mantine/core';
import { useTable, type ColumnDef, type RowData, type TableFeatures } from '@tanstack/react-table';

export interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  features: TFeatures;

  columns: ColumnDef<TFeatures, TData, any>[];
  data: TData[];
  /** Accessible name of the table. */
  label: string;
  /** Text of the single row shown when there is no data. */
  empty: string;
  minWidth?: number;
  /** Makes rows clickable (cells may still hold their own links for keyboard users). */
  onRowClick?: (row: TData) => void;
  highlightOnHover?: boolean;
}

/** The house table: TanStack Table v9 rows rendered with Mantine's accessible table markup. */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>(
  props: DataTableProps<TFeatures, TData>,
) {
  const {
    features,
    columns,
    data,
    label,
    empty,
    minWidth = 640,
    onRowClick,
    highlightOnHover = Boolean(onRowClick),
  } = props;
  // The generic feature set cannot be re-validated here; callers pass what tableFeatures() built.
  const table = useTable({ features, columns, data } as unknown as Parameters<typeof useTable<TFeatures, TData>>[0]);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover={highlightOnHover} striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              {...(onRowClick ? { onClick: () => onRowClick(row.original), style: { cursor: 'pointer' } } : {})}
            >
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {data.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
