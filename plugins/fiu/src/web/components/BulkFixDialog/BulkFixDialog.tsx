import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface BulkFixInput {
  field: string;
  find?: string;
  replace: string;
  scope: 'selection' | 'filter';
}

export interface BulkFixDialogProps {
  opened: boolean;
  onClose(): void;
  fields: { value: string; label: string }[];
  defaultField?: string | null;
  /** Rows ticked in the table, and rows the current filter matches (all pages). */
  selectedCount: number;
  matchingCount: number;
  filterLabel: string;
  pending?: boolean;
  error?: string | null;
  onApply(fix: BulkFixInput): void;
}

const rows = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'row' : 'rows'}`;

/** Replace one column's value in the selected rows or in every row the filter matches (an explicit, audited edit). */
export function BulkFixDialog({
  opened,
  onClose,
  fields,
  defaultField,
  selectedCount,
  matchingCount,
  filterLabel,
  pending,
  error,
  onApply,
}: BulkFixDialogProps) {
  const [field, setField] = useState<string | null>(defaultField ?? null);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [scope, setScope] = useState<'selection' | 'filter'>(selectedCount ? 'selection' : 'filter');
  const apply = () => field && onApply({ field, replace, scope, ...(find.trim() ? { find: find.trim() } : {}) });
  return (
    <Modal opened={opened} onClose={onClose} title="Fix a column" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Replaces the value of one column. Every changed row is checked again, and the change is recorded in the audit
          trail with your name, the time and the number of rows.
        </Text>
        <Select
          label="Column"
          placeholder="Choose a column"
          data={fields}
          value={field}
          onChange={setField}
          searchable
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Replace the value"
            description="Only cells holding exactly this value; empty: every cell of the column"
            value={find}
            onChange={(e) => setFind(e.currentTarget.value)}
          />
          <TextInput
            label="With"
            description="The new value"
            value={replace}
            onChange={(e) => setReplace(e.currentTarget.value)}
          />
        </Group>
        <Radio.Group label="Rows" value={scope} onChange={(v) => setScope(v as 'selection' | 'filter')}>
          <Stack gap={6} mt={6}>
            <Radio value="selection" label={`The ${rows(selectedCount)} selected`} disabled={!selectedCount} />
            <Radio
              value="filter"
              label={`All ${rows(matchingCount)} matching the filter (${filterLabel})`}
              disabled={!matchingCount}
            />
          </Stack>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={apply}
            loading={pending}
            disabled={!field || (scope === 'selection' ? !selectedCount : !matchingCount)}
          >
            Replace
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
