import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SchemaId } from '../../../shared/index.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';

/**
 * The report head both goAML screens ask for (export conversion, report from stored transactions):
 * the target schema, its report type and indicators, the local currency. A new schema clears the
 * schema-specific choices.
 */
export function useReportHead() {
  const client = useFiuClient();
  const schemas = useQuery({ queryKey: fiuKeys.schemas, queryFn: () => client.listSchemas(undefined) });
  const [schema, setSchema] = useState<SchemaId>('unodc-5.0.1');
  const [reportCode, setReportCode] = useState<string | null>(null);
  const [indicators, setIndicators] = useState<string[]>([]);
  const [currency, setCurrency] = useState('');
  const choice = useMemo(() => schemas.data?.schemas.find((s) => s.id === schema), [schemas.data, schema]);
  const chooseSchema = (v: SchemaId) => {
    setSchema(v);
    setReportCode(null);
    setIndicators([]);
  };
  return {
    schemas,
    choice,
    schema,
    chooseSchema,
    reportCode,
    setReportCode,
    indicators,
    setIndicators,
    currency,
    setCurrency,
  };
}

export type ReportHead = ReturnType<typeof useReportHead>;

/** The four head fields, as grid cells of the caller's grid. */
export function ReportHeadFields({ head }: { head: ReportHead }) {
  return (
    <>
      <Select
        label="Target schema"
        required
        data={(head.schemas.data?.schemas ?? []).map((s) => ({ value: s.id, label: s.title, disabled: !s.available }))}
        value={head.schema}
        onChange={(v) => v && head.chooseSchema(v as SchemaId)}
      />
      <Select
        label="Report type"
        required
        data={head.choice?.report_codes ?? []}
        value={head.reportCode}
        onChange={head.setReportCode}
        searchable
      />
      <MultiSelect
        label="Report indicators"
        required
        data={head.choice?.indicators ?? []}
        value={head.indicators}
        onChange={head.setIndicators}
        searchable
      />
      <TextInput
        label="Local currency (ISO code)"
        required
        maxLength={3}
        value={head.currency}
        onChange={(e) => head.setCurrency(e.currentTarget.value)}
      />
    </>
  );
}
