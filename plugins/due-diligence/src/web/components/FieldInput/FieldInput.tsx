import { NumberInput, Select, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput, formatDate } from '@app/core/web';
import { ELEMENT_FIELD_KIND, IDENTITY_DOCUMENTS, RICH_TEXT_FIELDS } from '../../../shared/index.ts';

export type Value = string | number | null | undefined;

/** Rich text travels as `{ops:[{insert}]}` JSON text [002:241]; the form edits its plain text. */
export const richToText = (v: Value) => {
  const s = String(v ?? '');
  if (!s.startsWith('{')) return s;
  try {
    return ((JSON.parse(s) as { ops?: { insert?: unknown }[] }).ops ?? [])
      .map((o) => (typeof o.insert === 'string' ? o.insert : ''))
      .join('')
      .replace(/\n$/, '');
  } catch {
    return s;
  }
};
export const textToRich = (text: string) => (text.trim() ? JSON.stringify({ ops: [{ insert: `${text}\n` }] }) : null);

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];
const KIND_OF_RECORD: Record<string, string> = {
  date_when_signed: 'date',
  compliance_officer_email: 'email',
  compliance_officer_phone: 'tel',
};

export interface FieldInputProps {
  field: string;
  label: string;
  value: Value;
  /** A staff edit waiting for approval. */
  pending?: Value;
  error?: string;
  readOnly: boolean;
  onChange(value: Value): void;
  /** The client left the field: from then on the form marks it when it is required and empty, or invalid. */
  onBlur?(): void;
  yesNo?: boolean;
}

/** One answer: input by field kind (dates by pickers, percentage numeric, phone tel, YES/NO select). */
export function FieldInput({
  field,
  label,
  value,
  pending,
  error,
  readOnly,
  onChange,
  onBlur,
  yesNo,
}: FieldInputProps) {
  const kind = yesNo ? 'yesno' : (ELEMENT_FIELD_KIND[field] ?? KIND_OF_RECORD[field] ?? 'text');
  const description =
    pending !== undefined
      ? `Pending approval: ${RICH_TEXT_FIELDS.includes(field) ? richToText(pending) : String(pending ?? '—')}`
      : undefined;
  const common = {
    label,
    error,
    description,
    readOnly,
    onBlur,
    'data-field': field,
    styles: error && kind === 'yesno' ? { input: { borderColor: 'var(--mantine-color-red-7)' } } : undefined,
  };
  if (readOnly && kind !== 'yesno' && !RICH_TEXT_FIELDS.includes(field)) {
    return (
      <TextInput
        {...common}
        value={kind === 'date' && value ? formatDate(String(value)) : String(value ?? '')}
        onChange={() => undefined}
      />
    );
  }
  if (RICH_TEXT_FIELDS.includes(field))
    return (
      <Textarea
        {...common}
        autosize
        minRows={2}
        value={richToText(value)}
        onChange={(e) => onChange(textToRich(e.currentTarget.value))}
      />
    );
  if (kind === 'yesno')
    return (
      <Select
        {...common}
        data={YES_NO}
        value={(value as string) ?? null}
        onChange={(v) => onChange(v)}
        disabled={readOnly}
        allowDeselect={false}
      />
    );
  if (kind === 'identity')
    return (
      <Select
        {...common}
        data={IDENTITY_DOCUMENTS.map((d) => ({ ...d }))}
        value={(value as string) ?? null}
        onChange={(v) => onChange(v)}
        disabled={readOnly}
      />
    );
  if (kind === 'number')
    return (
      <NumberInput
        {...common}
        min={0}
        max={100}
        suffix=" %"
        value={value === null || value === undefined ? '' : Number(value)}
        onChange={(v) => onChange(v === '' ? null : Number(v))}
      />
    );
  if (kind === 'date')
    return <DateInput {...common} value={String(value ?? '')} onChange={(v) => onChange(v || null)} />;
  const type = kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text';
  return (
    <TextInput {...common} type={type} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

export function ReadValue({ label, value }: { label: string; value: Value }) {
  return (
    <Text size="sm">
      <b>{label}:</b> {value === null || value === undefined || value === '' ? '—' : String(value)}
    </Text>
  );
}
