import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import type { UploadedFile } from '../../../shared/index.ts';
import { formatBytes, formatCredits, formatDateTime } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, UploadedFile>();
const columns = helper.columns([
  helper.accessor('uploadDate', { header: 'Upload date', cell: (info) => formatDateTime(info.getValue()) }),
  helper.accessor('filename', { header: 'File', cell: (info) => info.getValue() || '—' }),
  helper.accessor('filesize', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
  helper.accessor('rows', { header: 'Rows' }),
  helper.accessor('conversionFee', { header: 'Fee', cell: (info) => formatCredits(info.getValue()) }),
  helper.accessor('conversionFeeComment', { header: 'Comment', cell: (info) => info.getValue() || '—' }),
]);

/** Uploaded (converted) files with rows and fees [000:61]. */
export function UploadedFilesTable({ files }: { files: UploadedFile[] }) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={files}
      label="Uploaded files"
      empty="Nothing here yet"
      minWidth={720}
    />
  );
}
