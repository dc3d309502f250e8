import type { Reference } from '../../../shared/index.ts';

type Wire = Record<string, unknown> & { _id: string; files?: Record<string, Wire> };
const val = (o: Wire, name: string): string => {
  const f = o[name] as { value?: unknown; new_value?: unknown } | undefined;
  const v = f?.value ?? f?.new_value;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};
const humanize = (s: string) => s.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export interface ConcernOption {
  value: string;
  label: string;
  group: string;
  reference: Reference;
}

const SECTIONS: [Reference['section_type'], string][] = [
  ['corporate', 'Corporate'],
  ['shareholders', 'Shareholders'],
  ['managing_directors', 'Managing Directors'],
  ['account_holder', 'Account Holder'],
  ['transaction_profile', 'Transaction Profile'],
  ['subsidiary', 'Subsidiary'],
  ['dashboard', 'Dashboard'],
];

export const referenceKey = (r: Reference) => [r.section_type, r.section_id ?? '', r.file_id ?? ''].join(':');

/** What a task may point at, from the dossier bundle (`get-kyc-files-info_2`): sections, persons, entities and their files, corporate files. */
export function concernOptions(
  bundle: { persons?: unknown[]; entities?: unknown[]; kycFiles?: unknown[] } | undefined,
): ConcernOption[] {
  const out: ConcernOption[] = SECTIONS.map(([section_type, label]) => ({
    value: '',
    label,
    group: 'Sections',
    reference: { section_type },
  }));
  const owners = (list: unknown[] | undefined, kind: 'individual' | 'entity', group: string) => {
    for (const o of (list ?? []) as Wire[]) {
      const name =
        kind === 'individual'
          ? `${val(o, 'firstName')} ${val(o, 'lastName')}`.trim() || 'Person'
          : val(o, 'name') || 'Legal entity';
      out.push({ value: '', label: name, group, reference: { section_type: kind, section_id: o._id } });
      for (const [type, file] of Object.entries(o.files ?? {}))
        out.push({
          value: '',
          label: `${name} — ${humanize(val(file, 'title') || type)}`,
          group,
          reference: { section_type: kind, section_id: o._id, file_id: file._id },
        });
    }
  };
  owners(bundle?.persons, 'individual', 'Persons and their files');
  owners(bundle?.entities, 'entity', 'Legal entities and their files');
  for (const f of (bundle?.kycFiles ?? []) as Wire[])
    out.push({
      value: '',
      label: `Corporate — ${humanize(val(f, 'title') || val(f, 'documentType') || 'File')}`,
      group: 'Corporate files',
      reference: { section_type: 'corporate_file', file_id: f._id },
    });
  return out.map((o) => ({ ...o, value: referenceKey(o.reference) }));
}
