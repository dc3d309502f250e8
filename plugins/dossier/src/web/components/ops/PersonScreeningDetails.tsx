import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@app/core/web';
import { SCREENING_COUNTRIES, screeningCountryCode } from '@app/plugin-screening/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { OPS_SCREENING_TEXTS as T } from './person-screening-texts.ts';

/** The four details a person is screened with, as the person form holds them. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  passportCountry: string;
}

export interface PersonScreeningDetailsProps {
  /** The server's message and the fields it named (`requiredFileds`). */
  message: string;
  fields: string[];
  initial: Partial<PersonDetails>;
  onSubmit(details: PersonDetails): void;
  onCancel(): void;
}

/** A passport country as typed in the person form (a name or a code) as the code the country list uses. */
const asCode = (value: string | undefined) => {
  const v = (value ?? '').trim();
  if (!v) return '';
  if (/^[A-Za-z]{2}$/.test(v) && SCREENING_COUNTRIES.some((c) => c.code === v.toUpperCase())) return v.toUpperCase();
  return screeningCountryCode(v) ?? '';
};

/**
 * No dead end when the person's record lacks screening data [001:309]: the missing fields are named
 * as the person form names them, and can be filled in here for this screening.
 */
export function PersonScreeningDetails({ message, fields, initial, onSubmit, onCancel }: PersonScreeningDetailsProps) {
  const [v, setV] = useState<PersonDetails>({
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    dateOfBirth: (initial.dateOfBirth ?? '').slice(0, 10),
    passportCountry: asCode(initial.passportCountry),
  });
  const [tried, setTried] = useState(false);
  const countries = useMemo(() => SCREENING_COUNTRIES.map((c) => ({ value: c.code, label: c.name })), []);
  const set = (k: keyof PersonDetails) => (value: string) => setV((x) => ({ ...x, [k]: value }));
  const need = (k: keyof PersonDetails, label: string) => (tried && !v[k].trim() ? `${label} is required` : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(v).every((x) => x.trim()))
      onSubmit({ ...v, firstName: v.firstName.trim(), lastName: v.lastName.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="red" title={T.missingTitle}>
          <Text size="sm">{message}</Text>
          <Group gap="xs" mt="xs">
            {fields.map((f) => (
              <Badge key={f} color="red.9" variant="filled">
                {f}
              </Badge>
            ))}
          </Group>
        </Alert>
        <Text size="sm">{T.missingHelp}</Text>
        <Group grow align="flex-start">
          <TextInput
            label="First Name"
            withAsterisk
            value={v.firstName}
            error={need('firstName', 'First Name')}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
          />
          <TextInput
            label="Last Name"
            withAsterisk
            value={v.lastName}
            error={need('lastName', 'Last Name')}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
          />
        </Group>
        <Group grow align="flex-start">
          <DateInput
            label="Date of Birth"
            withAsterisk
            value={v.dateOfBirth}
            maxDate={new Date()}
            defaultLevel="decade"
            error={need('dateOfBirth', 'Date of Birth')}
            onChange={set('dateOfBirth')}
          />
          <Select
            label={T.nationalityLabel}
            placeholder="Choose a country"
            withAsterisk
            searchable
            data={countries}
            value={v.passportCountry || null}
            error={need('passportCountry', 'Passport Country')}
            nothingFoundMessage="No country found"
            comboboxProps={{ zIndex: 1000 }}
            onChange={(x) => set('passportCountry')(x ?? '')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="blue.9">
            {T.screenWithDetails}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
