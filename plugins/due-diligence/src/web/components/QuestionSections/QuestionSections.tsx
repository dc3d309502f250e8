import { Card, Stack, Text, Title } from '@mantine/core';
import { QUESTIONS, RECORD_LABELS, SECTIONS, SIGNATURE_STATEMENT, type DdRecord } from '../../../shared/index.ts';
import { FieldInput, type Value } from '../FieldInput/FieldInput.tsx';

export interface QuestionSectionsProps {
  record: DdRecord;
  edits: Record<string, Value>;
  errors: Record<string, string>;
  editable: boolean;
  onChange(field: string, value: Value): void;
  onBlur?(field: string): void;
}

/** Sections 7–9 with their conditional details, then the signature block. */
export function QuestionSections({ record, edits, errors, editable, onChange, onBlur }: QuestionSectionsProps) {
  const r = record as unknown as Record<string, Value>;
  const get = (f: string) => (f in edits ? edits[f] : r[f]);
  const input = (f: string, label: string, yesNo = false) => (
    <FieldInput
      key={f}
      field={f}
      label={label}
      yesNo={yesNo}
      value={get(f)}
      pending={f in record.new_values ? record.new_values[f] : undefined}
      error={errors[f]}
      readOnly={!editable}
      onChange={(v) => onChange(f, v)}
      onBlur={() => onBlur?.(f)}
    />
  );
  return (
    <Stack gap="lg">
      {([7, 8, 9] as const).map((n) => (
        <Stack key={n} gap="sm" component="section" aria-labelledby={`dd-section-${n}`}>
          <Title order={2} size="h3" id={`dd-section-${n}`}>
            {n}. {SECTIONS[n - 1]!.title}
          </Title>
          {QUESTIONS.filter((q) => q.section === n).map((q) => (
            <Card key={q.field} withBorder padding="sm">
              {input(q.field, q.text, true)}
              {q.details && get(q.field) === 'YES' && (
                <Stack gap="xs" mt="xs">
                  {q.details.map((d) => input(d, RECORD_LABELS[d] ?? d))}
                </Stack>
              )}
            </Card>
          ))}
        </Stack>
      ))}
      <Card withBorder padding="md" component="section" aria-labelledby="dd-signature">
        <Title order={2} size="h3" id="dd-signature">
          Signature
        </Title>
        <Text size="sm" my="xs">
          {SIGNATURE_STATEMENT}
        </Text>
        <Stack gap="xs">
          {['filler_full_name', 'position', 'date_when_signed'].map((f) => input(f, RECORD_LABELS[f] ?? f))}
        </Stack>
      </Card>
    </Stack>
  );
}
