import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@app/core/web';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { COUNTRIES } from '../../../readers/countries.ts';
import { SCREENING_MESSAGES, validateScreeningRequest } from '../../../shared/index.ts';

export interface ScreeningRequestValues {
  firstname: string;
  surname: string;
  /** YYYY-MM-DD */
  dob: string;
  /** ISO 3166-1 alpha-2 */
  nationality: string;
}

type Field = keyof ScreeningRequestValues;
export type ScreeningRequestErrors = Partial<Record<Field, string | null>>;

export interface ScreeningRequestModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with valid values; the caller runs the request (and shows the loader). */
  onSubmit: (values: ScreeningRequestValues) => void;
  submitting?: boolean;
  /** Field errors reported by the server. */
  serverErrors?: ScreeningRequestErrors | null;
  initialValues?: Partial<ScreeningRequestValues>;
}

const blank = (initial?: Partial<ScreeningRequestValues>): ScreeningRequestValues => ({
  firstname: '',
  surname: '',
  dob: '',
  nationality: '',
  ...initial,
});

/**
 * The form keeps its values while hidden (e.g. during the request); remount it (`key`) for a blank form.
 * 'Create New Sanction Screening Request': First Name, Surname, Date of Birth, Nationality, 'Make Request'.
 */
export function ScreeningRequestModal({
  opened,
  onClose,
  onSubmit,
  submitting,
  serverErrors,
  initialValues,
}: ScreeningRequestModalProps) {
  const [values, setValues] = useState<ScreeningRequestValues>(() => blank(initialValues));
  const [errors, setErrors] = useState<ScreeningRequestErrors>({});
  const countries = useMemo(() => COUNTRIES.map((c) => ({ value: c.code, label: c.name })), []);
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: null }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateScreeningRequest(values);
    const next: ScreeningRequestErrors = {};
    for (const { field, message } of found) if (!next[field as Field]) next[field as Field] = message;
    setErrors(next);
    if (found.length === 0) onSubmit({ ...values, firstname: values.firstname.trim(), surname: values.surname.trim() });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SCREENING_MESSAGES.createTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="First Name"
            withAsterisk
            value={values.firstname}
            error={errors.firstname}
            description={SCREENING_MESSAGES.shortNameHint}
            onChange={(e) => set('firstname', e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="Surname"
            withAsterisk
            value={values.surname}
            error={errors.surname}
            onChange={(e) => set('surname', e.currentTarget.value)}
          />
          <DateInput
            label="Date of Birth"
            withAsterisk
            value={values.dob}
            maxDate={new Date()}
            defaultLevel="decade"
            error={errors.dob}
            onChange={(v) => set('dob', v)}
          />
          <Select
            label="Nationality"
            placeholder="Choose a country"
            withAsterisk
            searchable
            data={countries}
            value={values.nationality || null}
            error={errors.nationality}
            onChange={(v) => set('nationality', v ?? '')}
            nothingFoundMessage="No country found"
            comboboxProps={{ zIndex: 1000 }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {SCREENING_MESSAGES.makeRequest}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
