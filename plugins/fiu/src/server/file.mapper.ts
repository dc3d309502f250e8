import type { FileItem, SavedRow, SchemaId } from '../shared/index.ts';
import type { SavedRowRow, UploadedFile } from './fiu.entities.ts';

export function toFileItem(f: UploadedFile): FileItem {
  return {
    _id: f.id,
    uploadDate: f.createdAt.toISOString(),
    filename: f.filename,
    filesize: Number(f.filesize),
    rows: f.rows,
    conversionFee: Number(f.conversionFee),
    conversionFeeComment: f.conversionFeeComment,
    serverName: f.serverName,
    status: f.status as FileItem['status'],
    schema: (f.settings?.schema as SchemaId | undefined) ?? null,
    report_code: f.settings?.reportCode ?? null,
    valid_rows: f.validRows,
    error_rows: f.errorRows,
    progress: { done: f.progressDone, total: f.progressTotal },
    message: f.message,
    report: f.report ?? null,
    job_id: f.jobId ?? null,
  };
}

export const toSavedRow = (r: SavedRowRow, filename: string): SavedRow => ({
  _id: r.id,
  file_id: r.fileId,
  filename,
  row: r.row,
  values: r.values,
  errors: r.errors,
  updatedAt: r.updatedAt.toISOString(),
});
