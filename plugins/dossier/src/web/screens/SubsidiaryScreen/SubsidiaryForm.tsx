import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { validateSubsidiary, yearOptions, type SubsidiaryInput } from '../../../shared/index.ts';

export interface SubsidiaryFormProps {
  initial?: SubsidiaryInput;
  submitLabel: string;
  serverErrors?: Record<string, string>;
  saving?: boolean;
  onSubmit: (values: { name: string; last_annual_account_on_file: number; comment: string | null }) => void;
  onCancel: () => void;
}

/** Add / edit a subsidiary: name, last annual account on file (1990 … this year + 15), comment. */
export function SubsidiaryForm({
  initial = {},
  submitLabel,
  serverErrors = {},
  saving,
  onSubmit,
  onCancel,
}: SubsidiaryFormProps) {
  const [values, setValues] = useState<SubsidiaryInput>(initial);
  const [touched, setTouched] = useState(false);
  const check = validateSubsidiary(values);
  const errors = {
    ...(touched ? Object.fromEntries(check.errors.map((e) => [e.field, e.message])) : {}),
    ...serverErrors,
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (check.values) onSubmit(check.values);
      }}
    >
      <Stack>
        <TextInput
          label="Subsidiary Name"
          withAsterisk
          value={values.name ?? ''}
          error={errors.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
          }}
          data-autofocus
        />
        <Select
          label="Last Annual Account on File"
          withAsterisk
          searchable
          value={values.last_annual_account_on_file ? String(values.last_annual_account_on_file) : null}
          data={yearOptions().reverse().map(String)}
          error={errors.last_annual_account_on_file}
          onChange={(y) => setValues((v) => ({ ...v, last_annual_account_on_file: y ? Number(y) : null }))}
        />
        <Textarea
          label="Comment"
          autosize
          minRows={3}
          value={values.comment ?? ''}
          error={errors.comment}
          onChange={(e) => {
            const comment = e.currentTarget.value;
            setValues((v) => ({ ...v, comment }));
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
