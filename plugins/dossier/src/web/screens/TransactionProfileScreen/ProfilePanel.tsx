import { Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  BAND_LABELS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  type ProfileWire,
} from '../../../shared/index.ts';
import { shownValue } from '../../components/ops/ops-hooks.ts';
import { PendingBadge } from '../../components/ops/PendingBadge.tsx';

export interface ProfilePanelProps {
  profile: ProfileWire;
  draft: ProfileValues;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (field: ProfileField, value: string | null) => void;
}

const DIRECTIONS = [
  [
    'Incoming',
    [
      'expected_transaction_incoming_info',
      'transaction_value_incoming',
      'monthly_turnover_incoming',
      'monthly_frequency_of_transaction_incoming',
      'incoming_counterparty',
      'incoming_counterparty_2',
      'incoming_counterparty_3',
    ],
  ],
  [
    'Outgoing',
    [
      'expected_transaction_outgoing_info',
      'transaction_value_outgoing',
      'monthly_turnover_outgoing',
      'monthly_frequency_of_transaction_outgoing',
      'outgoing_counterparty',
      'outgoing_counterparty_2',
      'outgoing_counterparty_3',
    ],
  ],
] as const;

/** The fields of one account's transaction profile [001:162–168]: bands as options, counterparties 1 of each direction marked *. */
export function ProfilePanel({ profile, draft, errors, readOnly, onChange }: ProfilePanelProps) {
  const field = (f: ProfileField) => {
    const def = PROFILE_FIELDS[f];
    const value = f in draft ? (draft[f] ?? null) : (shownValue(profile[f]) as string | null);
    const label = (
      <Group gap={4} component="span" style={{ display: 'inline-flex' }}>
        {def.label}
        <PendingBadge field={profile[f]} />
      </Group>
    );
    const common = { key: f, label, 'aria-label': def.label, disabled: readOnly, error: errors[f] };
    if (def.kind === 'enum') {
      return (
        <Select
          {...common}
          clearable
          value={value}
          onChange={(v) => onChange(f, v)}
          data={def.values.map((v) => ({ value: v, label: BAND_LABELS[v] ?? v }))}
        />
      );
    }
    const required = 'required' in def && def.required;
    if (def.max > 500)
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={value ?? ''}
          onChange={(e) => onChange(f, e.currentTarget.value)}
        />
      );
    return (
      <TextInput
        {...common}
        withAsterisk={required}
        value={value ?? ''}
        onChange={(e) => onChange(f, e.currentTarget.value)}
      />
    );
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('name_bank')}
        {field('currency')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {DIRECTIONS.map(([title, fields]) => (
          <Stack key={title} gap="xs">
            <Title order={3} size="h5">
              {title}
            </Title>
            {fields.map((f) => field(f))}
          </Stack>
        ))}
      </SimpleGrid>
      {field('comments')}
    </Stack>
  );
}
