import { errorText, notifySuccess } from '@app/core/web';
import { Alert, Button, Collapse, Group, List, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { validateMapping, type Mapping, type MappingPreview, type SavedMapping } from '../../../shared/index.ts';
import { useTransactionsClient } from '../../hooks.ts';
import { emptyMapping } from '../../mapping/mapping-draft.ts';
import { MappingEditor } from '../MappingEditor/MappingEditor.tsx';

const NEW = 'new';

export interface MappingPanelProps {
  /** The mapping being used (a saved one, possibly edited, or a new one). */
  value: Mapping;
  savedId: string | null;
  onChange(mapping: Mapping, savedId: string | null): void;
  headers?: readonly string[];
  uncovered?: MappingPreview['uncovered'];
  /** May save mappings (update_transaction_profile). */
  mayPush: boolean;
  /** Open with the editor shown (stories). */
  initiallyOpen?: boolean;
}

/** Choose a saved mapping or start a new one, edit it, and save it for the organisation under a name. */
export function MappingPanel({
  value,
  savedId,
  onChange,
  headers,
  uncovered,
  mayPush,
  initiallyOpen = false,
}: MappingPanelProps) {
  const client = useTransactionsClient();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: ['transactions', 'mappings'], queryFn: () => client.listMappings(undefined) });
  const [open, setOpen] = useState(initiallyOpen);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const check = validateMapping(value);
  const errors = check.ok ? [] : check.errors;
  const current = saved.data?.mappings.find((x) => x._id === savedId);
  const changed = current ? JSON.stringify(current.mapping) !== JSON.stringify(value) : true;

  const choose = (id: string | null) => {
    const picked = saved.data?.mappings.find((x) => x._id === id);
    if (picked) {
      setName(picked.name);
      onChange(picked.mapping, picked._id);
    } else {
      setName('');
      onChange(emptyMapping(), null);
      setOpen(true);
    }
  };

  async function save() {
    setSaving(true);
    setSaveError(null);
    try {
      const res: SavedMapping = current
        ? await client.updateMapping({ id: current._id, name, mapping: value })
        : await client.createMapping({ name, mapping: value });
      await queryClient.invalidateQueries({ queryKey: ['transactions', 'mappings'] });
      onChange(res.mapping, res._id);
      notifySuccess(`Mapping “${res.name}” saved`);
    } catch (e) {
      setSaveError(errorText(e, 'The mapping could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Mapping: how the file's columns become transactions
        </Title>
        <Group align="flex-end">
          <Select
            label="Saved mapping"
            w={320}
            allowDeselect={false}
            value={savedId ?? NEW}
            onChange={(v) => choose(v === NEW ? null : v)}
            data={[
              { value: NEW, label: 'A new mapping' },
              ...(saved.data?.mappings ?? []).map((x) => ({ value: x._id, label: x.name })),
            ]}
            error={saved.isError ? errorText(saved.error, 'The saved mappings could not be loaded.') : undefined}
          />
          <Button variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide the mapping' : 'Edit the mapping'}
          </Button>
        </Group>
        {errors.length > 0 ? (
          <Alert color="yellow" title="The mapping is not complete yet">
            <List size="sm">
              {errors.slice(0, 8).map((e) => (
                <List.Item key={`${e.path}:${e.message}`}>
                  <Text span ff="monospace" size="sm">
                    {e.path}
                  </Text>
                  : {e.message}
                </List.Item>
              ))}
            </List>
            {errors.length > 8 && <Text size="sm">…and {errors.length - 8} more.</Text>}
          </Alert>
        ) : (
          <Text size="sm">The mapping is complete.{changed && current ? ' It differs from the saved one.' : ''}</Text>
        )}
        <Collapse expanded={open} keepMounted>
          <Stack gap="sm">
            <MappingEditor
              value={value}
              onChange={(m) => onChange(m, savedId)}
              headers={headers}
              errors={errors}
              uncovered={uncovered}
              name={name || 'mapping'}
            />
            {mayPush && (
              <Group align="flex-end">
                <TextInput
                  label="Save as"
                  placeholder="e.g. Core banking export"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  w={320}
                />
                <Button
                  onClick={save}
                  loading={saving}
                  disabled={!name.trim() || errors.length > 0 || (!changed && name === current?.name)}
                >
                  {current ? 'Save changes' : 'Save mapping'}
                </Button>
              </Group>
            )}
            {saveError && (
              <Alert color="red" role="alert">
                {saveError}
              </Alert>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
