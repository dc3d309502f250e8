import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText, notifyError } from '../feedback/notify.ts';

export interface ThreadSubmitOptions<R> {
  /** Uploads the chosen files, one call each (a plugin's file transport `uploadAll`). */
  upload(files: File[]): Promise<{ _id: string }[]>;
  /** The call that creates the message or the thread with the uploaded files' ids. */
  send(fileIds: string[]): Promise<R>;
  onSuccess(result: R): void;
  /** Shown when the call fails and the server gave no message. */
  failed: string;
}

/**
 * Files chosen for a thread and the upload-then-send of a message or a new thread. A second
 * submit while one is in flight is ignored (a double click sends once); files clear on success.
 */
export function useThreadSubmit<R>({ upload, send, onSuccess, failed }: ThreadSubmitOptions<R>) {
  const [files, setFiles] = useState<File[]>([]);
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: async () => send((await upload(files)).map((f) => f._id)),
    onSuccess: (result) => {
      setFiles([]);
      onSuccess(result);
    },
    onError: (e) => notifyError(errorText(e, failed)),
    onSettled: () => {
      busy.current = false;
    },
  });
  const submit = () => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate();
  };
  return { files, setFiles, submit, pending: mutation.isPending };
}
