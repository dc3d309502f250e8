import { Button } from '@mantine/core';
import { errorText, notifyError, notifySuccess, useApiRuntime, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import { useState } from 'react';
import { downloadDossierReport } from '../../history-download.ts';

export interface ReportButtonProps {
  companyId: string;
  snapshotId?: string | null;
  /** Replaces the real download (stories). */
  download?: (companyId: string, snapshotId: string | null) => Promise<string>;
  label?: string;
}

/** 'Dossier report (PDF)': the whole dossier as of now, or of the revision being viewed. */
export function ReportButton({
  companyId,
  snapshotId = null,
  download,
  label = 'Dossier report (PDF)',
}: ReportButtonProps) {
  const { tokens } = useApiRuntime();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await (download ?? ((id, s) => downloadDossierReport(id, s, tokens.get())))(companyId, snapshotId);
      notifySuccess(`Downloaded ${name}`);
    } catch (err) {
      notifyError(
        errorText(err, 'There was an error during report download.\nPlease try again or contact the support'),
      );
    } finally {
      setBusy(false);
    }
  };
  if (!isAllowed(session.permissions ?? {}, 'view_document_history')) return null;
  return (
    <Button variant="default" onClick={run} loading={busy}>
      {label}
    </Button>
  );
}
