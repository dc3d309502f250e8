import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '@app/core/client';
import type { FieldError } from '@app/core/shared';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import {
  checkPercent,
  DIRECTOR_TYPE_LABELS,
  MD_OWNER_THRESHOLD,
  ORIGIN_LABELS,
  PEOPLE_MESSAGES as M,
  PERSON_TITLES,
  remainingLabel,
  SHAREHOLDER_TYPE_LABELS,
  validateEntityValues,
  validatePersonValues,
} from '../../../shared/index.ts';
import { useDossierClient } from '../../hooks.ts';
import type { AddRequest } from './PeopleContext.ts';

export interface AddDialogProps {
  companyId: string;
  request: AddRequest | null;
  /** Prefilled values (the account holder's names). */
  initial?: Record<string, unknown>;
  onClose: () => void;
  onAdded: () => void;
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What the dialog checks before sending (the server checks the same with the same shared functions). */
export function validateAdd(request: AddRequest, v: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const owner =
    request.kind === 'Shareholder'
      ? v.shareholder_type
      : request.kind === 'Managing Director'
        ? v.entity_type
        : 'person';
  if (request.kind === 'Shareholder') {
    if (!v.shareholder_type) errors.push({ field: 'shareholder_type', message: M.shareholderTypeRequired });
    const percent = checkPercent(v.percentage_held, request.remaining ?? 100);
    if (percent) errors.push({ field: 'percentage_held', message: percent });
    else if (request.mdBlock && Number(v.percentage_held) <= MD_OWNER_THRESHOLD)
      errors.push({ field: 'percentage_held', message: M.mdOwnerAboveTen });
  }
  if (request.kind === 'Managing Director') {
    if (!v.location_type) errors.push({ field: 'location_type', message: M.locationRequired });
    if (!v.entity_type) errors.push({ field: 'entity_type', message: M.directorTypeRequired });
  }
  if (owner === 'person')
    errors.push(
      ...validatePersonValues(
        { firstName: v.firstName, lastName: v.lastName, ...(v.title ? { title: v.title } : {}) },
        { creating: true },
      ),
    );
  if (owner === 'entity') errors.push(...validateEntityValues({ name: v.name }, { creating: true }));
  return errors;
}

/** 'Add new {kind}': idle → 'Adding New {kind}...' → '{kind} added successfully' and close [001:87, 274]. */
export function AddDialog({ companyId, request, initial, onClose, onAdded }: AddDialogProps) {
  const client = useDossierClient();
  const [values, setValues] = useState<Record<string, unknown>>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!request) return null;
  const kind = request.kind;
  const set = (field: string, value: unknown) =>
    setValues((prev) => ({ ...prev, [field]: value === '' ? null : value }));
  const owner =
    kind === 'Shareholder' ? values.shareholder_type : kind === 'Managing Director' ? values.entity_type : 'person';
  const close = () => {
    setValues({});
    setErrors({});
    onClose();
  };

  async function submit() {
    const found = validateAdd(request!, values);
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    if (found.length) return;
    setSaving(true);
    try {
      const base = { company_id: companyId, ...(request!.parentId ? { parent_id: request!.parentId } : {}) };
      const v = values as Record<string, never>;
      if (kind === 'Shareholder')
        await client.createShareholder({
          ...base,
          shareholder_type: v.shareholder_type,
          percentage_held: v.percentage_held,
          ...(owner === 'person' ? { firstName: v.firstName, lastName: v.lastName } : { name: v.name }),
        });
      else if (kind === 'Managing Director')
        await client.createMd({
          ...base,
          location_type: v.location_type,
          entity_type: v.entity_type,
          ...(owner === 'person' ? { firstName: v.firstName, lastName: v.lastName } : { name: v.name }),
        });
      else if (kind === 'UBO')
        await client.createUbo({
          ...base,
          firstName: v.firstName,
          lastName: v.lastName,
          location_type: v.location_type ?? null,
          percentage_held: v.percentage_held ?? null,
        });
      else
        await client.createPerson({
          ...base,
          firstName: v.firstName,
          lastName: v.lastName,
          ...(kind === 'Official' ? { title: v.title ?? null } : { role: 'account_holder' }),
        });
      notifySuccess(`${kind} added successfully`);
      onAdded();
      close();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      notifyError(
        errorText(
          err,
          `There was an error during ${kind.toLowerCase()} create.\nPlease try again or contact the support`,
        ),
      );
    } finally {
      setSaving(false);
    }
  }

  const text = (field: string, label: string) => (
    <TextInput
      label={label}
      value={(values[field] as string) ?? ''}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      withAsterisk
    />
  );
  return (
    <Modal opened onClose={close} title={`Add new ${kind}`} centered>
      <Stack>
        {kind === 'Shareholder' && (
          <>
            <Select
              label="Shareholder type"
              data={options(SHAREHOLDER_TYPE_LABELS)}
              value={(values.shareholder_type as string) ?? null}
              onChange={(x) => set('shareholder_type', x)}
              error={errors.shareholder_type}
              withAsterisk
            />
            <NumberInput
              label="Percentage of shares held"
              value={(values.percentage_held as number) ?? ''}
              onChange={(x) => set('percentage_held', x === '' ? null : Number(x))}
              error={errors.percentage_held}
              withAsterisk
              decimalScale={2}
              description={remainingLabel(request.remaining ?? 100)}
            />
          </>
        )}
        {kind === 'Managing Director' && (
          <>
            <Select
              label="Location type"
              data={options(ORIGIN_LABELS)}
              value={(values.location_type as string) ?? null}
              onChange={(x) => set('location_type', x)}
              error={errors.location_type}
              withAsterisk
            />
            <Select
              label="Director type"
              data={options(DIRECTOR_TYPE_LABELS)}
              value={(values.entity_type as string) ?? null}
              onChange={(x) => set('entity_type', x)}
              error={errors.entity_type}
              withAsterisk
            />
          </>
        )}
        {owner === 'person' && (
          <>
            {text('firstName', 'First name')}
            {text('lastName', 'Last name')}
          </>
        )}
        {owner === 'entity' && text('name', 'Company name')}
        {kind === 'Official' && (
          <Select
            label="Title"
            data={[...PERSON_TITLES]}
            value={(values.title as string) ?? null}
            onChange={(x) => set('title', x)}
            error={errors.title}
            clearable
          />
        )}
        {kind === 'UBO' && (
          <>
            <Select
              label="Origin"
              data={options(ORIGIN_LABELS)}
              value={(values.location_type as string) ?? null}
              onChange={(x) => set('location_type', x)}
              clearable
            />
            <NumberInput
              label="Percentage held"
              value={(values.percentage_held as number) ?? ''}
              onChange={(x) => set('percentage_held', x === '' ? null : Number(x))}
              error={errors.percentage_held}
              decimalScale={2}
            />
          </>
        )}
        {errors.parent_id && (
          <Text c="red.8" size="sm">
            {errors.parent_id}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={submit} loading={saving} loaderProps={{ type: 'dots' }}>
            {saving ? `Adding New ${kind}...` : `Add ${kind}`}
          </Button>
        </Group>
        {saving && (
          <Text size="sm" role="status">
            Adding New {kind}...
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
