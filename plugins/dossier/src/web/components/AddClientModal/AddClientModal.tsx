import { Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { notifyError } from '@app/core/web';
import { ApiError } from '@app/core/client';
import { useState } from 'react';
import {
  ACCOUNT_HOLDER_LABELS,
  ACCOUNT_HOLDER_TYPES,
  LOCATION_LABELS,
  LOCATION_TYPES,
  validateNewCompany,
  type CompanyType,
  type CreateCompanyInput,
} from '../../../shared/index.ts';
import { useDossierClient } from '../../hooks.ts';

export interface AddClientModalProps {
  opened: boolean;
  onClose(): void;
  onCreated(id: string): void;
  defaultType?: CompanyType;
}

/** 'Add New Client' [001:49, 459]: the seed messages show under the fields; the server checks the same rules. */
export function AddClientModal({ opened, onClose, onCreated, defaultType = 'corporate' }: AddClientModalProps) {
  const client = useDossierClient();
  const [input, setInput] = useState<CreateCompanyInput>({ company_type: defaultType });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (k: keyof CreateCompanyInput) => (v: string | null) => {
    setInput((prev) => ({ ...prev, [k]: v }));
    setErrors(({ [k]: _gone, ...rest }) => rest);
  };
  const corporate = input.company_type === 'corporate';

  async function submit() {
    const { errors: found } = validateNewCompany(input);
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    if (found.length) return;
    setSaving(true);
    try {
      const res = await client.createCompany(
        corporate
          ? { company_type: 'corporate', name: input.name ?? null, location_type: input.location_type ?? null }
          : {
              company_type: 'account_holder',
              first_name: input.first_name ?? null,
              last_name: input.last_name ?? null,
              account_holder_type: input.account_holder_type ?? null,
            },
      );
      setInput({ company_type: input.company_type });
      onCreated(res.company._id);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      else notifyError('Something went wrong');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add New Client"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Client kind"
          value={input.company_type ?? 'corporate'}
          onChange={(v) => {
            setInput({ company_type: v });
            setErrors({});
          }}
          data={[
            { value: 'corporate', label: 'Corporate' },
            { value: 'account_holder', label: 'Account Holder' },
          ]}
        />
        {corporate ? (
          <>
            <TextInput
              label="Name"
              withAsterisk
              value={input.name ?? ''}
              onChange={(e) => set('name')(e.currentTarget.value)}
              error={errors.name}
            />
            <Select
              label="Company Type"
              withAsterisk
              value={input.location_type ?? null}
              onChange={set('location_type')}
              error={errors.location_type}
              data={LOCATION_TYPES.map((v) => ({ value: v, label: LOCATION_LABELS[v] }))}
            />
          </>
        ) : (
          <>
            <TextInput
              label="First Name"
              withAsterisk
              value={input.first_name ?? ''}
              onChange={(e) => set('first_name')(e.currentTarget.value)}
              error={errors.first_name}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              value={input.last_name ?? ''}
              onChange={(e) => set('last_name')(e.currentTarget.value)}
              error={errors.last_name}
            />
            <Select
              label="Client Type"
              withAsterisk
              value={input.account_holder_type ?? null}
              onChange={set('account_holder_type')}
              error={errors.account_holder_type}
              data={ACCOUNT_HOLDER_TYPES.map((v) => ({ value: v, label: ACCOUNT_HOLDER_LABELS[v] }))}
            />
          </>
        )}
        {errors.company_type && <div role="alert">{errors.company_type}</div>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={saving}>
            Add Client
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
