import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '@app/core/client';
import { DateInput, errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import {
  BANK_FORM_TYPES,
  extraFieldsOf,
  LICENSE_TYPES,
  validateExtraFields,
  type ExtraField,
  type KycFileWire,
} from '../../../../shared/index.ts';
import { DocumentTile, type DocumentTileProps } from '../DocumentTile/DocumentTile.tsx';
import { RoleComments } from '../RoleComments/RoleComments.tsx';
import { ScreeningAnswers } from '../ScreeningAnswers/ScreeningAnswers.tsx';
import { useFilesTransport } from '../transport.tsx';

export interface DocumentInfoDialogProps extends DocumentTileProps {
  opened: boolean;
  onClose(): void;
  role: string;
}

const shown = (slot: KycFileWire | null | undefined, f: string) =>
  slot ? ((`new_${f}` in slot ? slot[`new_${f}`] : slot[f]) ?? '') : '';

/**
 * The document information dialog [001:109–110]: the tile, the document's extra fields, the role
 * comment boxes (or the screening answers of a world_check document) and, for bank forms, 'Delete Section'.
 */
export function DocumentInfoDialog({ opened, onClose, role, ...tile }: DocumentInfoDialogProps) {
  const { slot, documentType, title, readOnly, onChanged } = tile;
  const files = useFilesTransport();
  const [draft, setDraft] = useState<Partial<Record<ExtraField, string>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const extras = extraFieldsOf(documentType);
  const check = validateExtraFields(
    documentType,
    draft,
    Object.fromEntries(extras.map((e) => [e.field, shown(slot, e.field) || null])),
  );
  const errors = { ...serverErrors, ...Object.fromEntries(check.errors.map((e) => [e.field, e.message])) };

  async function saveExtras() {
    if (!slot) return;
    setBusy(true);
    setServerErrors({});
    try {
      const res = await files.upload(
        { route: 'updateFile', id: slot._id },
        Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, String(v ?? '')])),
        null,
      );
      notifySuccess(res.message);
      setDraft({});
      onChanged?.(res);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setServerErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      notifyError(errorText(err, 'There was an error during file upload.\nPlease try again or contact the support'));
    } finally {
      setBusy(false);
    }
  }
  async function deleteSection() {
    setConfirm(false);
    try {
      const res = await files.remove(slot!._id);
      notifySuccess(res.message || 'Deleted request has been submitted successfully');
      onChanged?.();
      onClose();
    } catch (err) {
      notifyError(errorText(err, 'There was an error during delete section.\nPlease try again or contact the support'));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <Stack gap="md">
        <DocumentTile {...tile} />
        {extras.length > 0 &&
          (slot ? (
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {extras.map((e) => {
                  const value = String(draft[e.field] ?? shown(slot, e.field) ?? '');
                  const pending = `new_${e.field}` in slot;
                  const label = pending ? `${e.label} (pending)` : e.label;
                  if (e.field === 'license_type') {
                    return (
                      <Select
                        key={e.field}
                        label={label}
                        data={[...LICENSE_TYPES]}
                        value={value || null}
                        disabled={readOnly}
                        clearable
                        error={errors[e.field]}
                        onChange={(v) => setDraft((d) => ({ ...d, license_type: v ?? '' }))}
                      />
                    );
                  }
                  const type = e.field === 'year' ? 'number' : e.field === 'bank_name' ? 'text' : 'date';
                  if (type === 'date')
                    return (
                      <DateInput
                        key={e.field}
                        label={label}
                        value={value}
                        disabled={readOnly}
                        required={e.required}
                        error={errors[e.field]}
                        onChange={(v) => setDraft((d) => ({ ...d, [e.field]: v }))}
                      />
                    );
                  return (
                    <TextInput
                      key={e.field}
                      type={type}
                      label={label}
                      value={value}
                      disabled={readOnly}
                      required={e.required}
                      error={errors[e.field]}
                      onChange={(ev) => {
                        const v = ev.currentTarget.value;
                        setDraft((d) => ({ ...d, [e.field]: v }));
                      }}
                    />
                  );
                })}
              </SimpleGrid>
              {!readOnly && (
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    onClick={saveExtras}
                    loading={busy}
                    disabled={!Object.keys(draft).length || check.errors.length > 0}
                  >
                    Save details
                  </Button>
                </Group>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Attach the file first, then fill in {extras.map((e) => e.label).join(', ')}.
            </Text>
          ))}
        {slot &&
          (documentType === 'world_check' ? (
            <ScreeningAnswers slot={slot} role={role} readOnly={readOnly} onSaved={() => onChanged?.()} />
          ) : (
            <RoleComments slot={slot} role={role} readOnly={readOnly} onSaved={() => onChanged?.()} />
          ))}
        {slot && BANK_FORM_TYPES.includes(documentType) && !readOnly && (
          <Group justify="flex-end">
            <Button color="red.9" variant="outline" onClick={() => setConfirm(true)}>
              Delete Section
            </Button>
          </Group>
        )}
        {confirm && (
          <Alert color="red" title="Delete Section">
            <Text size="sm">Request the removal of this bank form section? A colleague confirms it.</Text>
            <Group justify="flex-end" mt="xs">
              <Button size="xs" variant="default" onClick={() => setConfirm(false)}>
                Cancel
              </Button>
              <Button size="xs" color="red.9" onClick={deleteSection}>
                Delete Section
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
