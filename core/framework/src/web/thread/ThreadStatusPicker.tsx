import { Button, Group, Select } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface ThreadStatusPickerProps<S extends string> {
  current: S;
  options: { value: S; label: string }[];
  /** The "Status" label stays for screen readers only (a details row already names it). */
  hideLabel?: boolean;
  w?: number;
  saving: boolean;
  onSave(status: S): void;
}

/** A status select; Save shows only when the choice differs from the current status. */
export function ThreadStatusPicker<S extends string>({
  current,
  options,
  hideLabel,
  w,
  saving,
  onSave,
}: ThreadStatusPickerProps<S>) {
  const [status, setStatus] = useState<S | null>(current);
  useEffect(() => setStatus(current), [current]);
  return (
    <Group gap="xs" align="flex-end">
      <Select
        {...(hideLabel ? { 'aria-label': 'Status' } : { label: 'Status' })}
        data={options}
        value={status}
        // Only the options' values can be chosen.
        onChange={(v) => setStatus(v as S | null)}
        allowDeselect={false}
        w={w}
      />
      {status && status !== current && (
        <Button onClick={() => onSave(status)} loading={saving}>
          Save
        </Button>
      )}
    </Group>
  );
}
