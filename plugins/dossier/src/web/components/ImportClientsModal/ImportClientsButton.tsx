import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dossierKeys } from '../../hooks.ts';
import { useCan } from '../ops/ops-hooks.ts';
import { ImportClientsModal } from './ImportClientsModal.tsx';

/** The client list's 'Import clients' button and modal; shown to those who may add clients (update_dashboard). */
export function ImportClientsButton() {
  const can = useCan();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!can('update_dashboard')) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Import clients
      </Button>
      <ImportClientsModal
        opened={open}
        onClose={() => setOpen(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: dossierKeys.all })}
      />
    </>
  );
}
