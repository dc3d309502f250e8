import { DataTable } from '@app/core/web';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import type { Static } from '@app/core/shared';
import type { RowErrorSchema } from '../../../shared/index.ts';

type RowError = Static<typeof RowErrorSchema> & { value?: string };
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, RowError>();
const row = () => helper.accessor('row', { header: 'Row' });
const column = () => helper.accessor('column', { header: 'Column', cell: (c) => c.getValue() || '—' });
const reason = () => helper.accessor('reason', { header: 'Reason' });
const withoutValue = helper.columns([row(), column(), reason()]);
// the cell as read from the export (an empty cell shows as a dash)
const withValue = helper.columns([
  row(),
  column(),
  reason(),
  helper.accessor((e) => e.value ?? '', { id: 'value', header: 'Value', cell: (c) => c.getValue() || '—' }),
]);

/** Per-row errors: row number (the header is row 1), column of the export, reason, and the value when known. */
export function RowErrorsTable({ errors, label = 'Row errors' }: { errors: RowError[]; label?: string }) {
  const columns = errors.some((e) => e.value !== undefined) ? withValue : withoutValue;
  return <DataTable features={features} columns={columns} data={errors} label={label} empty="No row errors." />;
}
