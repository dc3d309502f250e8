import { FileInput } from '@mantine/core';

export interface ThreadFilesInputProps {
  label: string;
  value: File[];
  onChange(files: File[]): void;
  w?: number;
}

/** Files to attach to a thread's message or creation: several, 10 MB each (the server's limit). */
export function ThreadFilesInput({ label, value, onChange, w }: ThreadFilesInputProps) {
  return (
    <FileInput
      label={label}
      description="10 MB per file"
      multiple
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the chosen files' }}
      value={value}
      onChange={onChange}
      w={w}
    />
  );
}
