import { DataTable } from '@app/core/web';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import type { Static } from '@app/core/shared';
import type { RowErrorSchema } from '../../../shared/index.ts';

type RowError = Static<typeof RowErrorSchema>;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, RowError>();
const columns = helper.columns([
  helper.accessor('row', { header: 'Row' }),
  helper.accessor('column', { header: 'Column', cell: (c) => c.getValue() || '—' }),
  helper.accessor('reason', { header: 'Reason' }),
]);

/** Per-row errors: row number (the header is row 1), column of the export, reason. */
export function RowErrorsTable({ errors, label = 'Row errors' }: { errors: RowError[]; label?: string }) {
  return <DataTable features={features} columns={columns} data={errors} label={label} empty="No row errors." />;
}
