import {
  ENTITY_LABELS,
  ORIGIN_LABELS,
  PERSON_LABELS,
  PERSON_TITLES,
  SECOND_ID_LABELS,
  SECOND_ID_TYPES,
  type PersonField,
} from '../../../shared/index.ts';
import type { DocumentSlot } from '../DocumentSlots/DocumentSlots.tsx';
import type { FieldDef } from './FieldGrid.tsx';

const ORIGINS = Object.entries(ORIGIN_LABELS).map(([value, label]) => ({ value, label }));
const text = (field: PersonField): FieldDef => ({ field, label: PERSON_LABELS[field], kind: 'text' });
const date = (field: PersonField): FieldDef => ({ field, label: PERSON_LABELS[field], kind: 'date' });

/** Person inputs [001:171–178]; title only for directors and officials, percentage only for UBOs, second ID unless local. */
export function personDefs(role: string | null, local: boolean): FieldDef[] {
  return [
    text('firstName'),
    text('lastName'),
    date('dateOfBirth'),
    text('placeofBirth'),
    { field: 'location_type', label: PERSON_LABELS.location_type, kind: 'select', options: ORIGINS },
    ...(role === 'official' || role === 'director'
      ? [
          {
            field: 'title',
            label: 'Title',
            kind: 'select',
            options: PERSON_TITLES.map((t) => ({ value: t, label: t })),
          } as FieldDef,
        ]
      : []),
    ...(role === 'ubo'
      ? [{ field: 'percentage_held', label: PERSON_LABELS.percentage_held, kind: 'number' } as FieldDef]
      : []),
    text('passportNumber'),
    text('passportCountry'),
    date('dateIssued'),
    date('dateExpiry'),
    text('tinNumber'),
    text('address_line_1'),
    text('address_line_2'),
    date('address_date_issues'),
    text('city'),
    text('address_country'),
    text('zip'),
    ...(local
      ? []
      : [
          {
            field: 'secondPassportType',
            label: PERSON_LABELS.secondPassportType,
            kind: 'select',
            options: SECOND_ID_TYPES.map((v) => ({ value: v, label: SECOND_ID_LABELS[v] })),
          } as FieldDef,
          text('secondPassportNumber'),
          text('secondPassportCountry'),
          date('secondDateIssued'),
          date('secondDateExpiry'),
        ]),
  ];
}

/** Legal entity inputs [001:185–188]; 'supervised' hidden when the entity belongs to a shareholder. */
export function entityDefs(shareholderRelated: boolean): FieldDef[] {
  return [
    { field: 'name', label: ENTITY_LABELS.name, kind: 'text' },
    ...(shareholderRelated
      ? []
      : [{ field: 'supervised', label: ENTITY_LABELS.supervised, kind: 'yesno' } as FieldDef]),
    { field: 'location_type', label: ENTITY_LABELS.location_type, kind: 'select', options: ORIGINS },
    ...(['address_line_1', 'address_line_2', 'city', 'address_country', 'zip'] as const).map((f): FieldDef => ({
      field: f,
      label: ENTITY_LABELS[f],
      kind: 'text',
    })),
  ];
}

/** The eight person slots [001:180] and the six entity slots [001:188]. */
export const PERSON_SLOTS: DocumentSlot[] = [
  { documentType: 'passport_file', title: 'Passport' },
  { documentType: 'secondPassport_file', title: 'Second ID (ID Card or Driver License)' },
  { documentType: 'address_file', title: 'Proof of Address' },
  { documentType: 'bank_reference_letter', title: 'Bank Reference Letter' },
  { documentType: 'source_of_wealth', title: 'Source of Wealth' },
  { documentType: 'source_of_funds', title: 'Source of Funds' },
  { documentType: 'google_search', title: 'Google Search' },
  { documentType: 'world_check', title: 'Sanction Screening' },
];
export const ENTITY_SLOTS: DocumentSlot[] = [
  { documentType: 'entity_aoi', title: 'Articles of Incorporation' },
  { documentType: 'entity_coc', title: 'Chamber of Commerce / Certificate of Incorporation' },
  { documentType: 'entity_members', title: 'Share Register / Register of Members' },
  { documentType: 'entity_soi', title: 'Certificate of Incumbency' },
  { documentType: 'entity_rodo', title: 'Register of Directors', optional: true },
  { documentType: 'entity_license', title: 'License' },
];

/**
 * The slots as they apply to this owner (001 §5 exemptions, the same as the completeness rules): a
 * slot that is not demanded says so instead of looking like a missing document.
 */
export function personSlots(role: string | null, local: boolean): DocumentSlot[] {
  return PERSON_SLOTS.map((s) => {
    if (local && s.documentType === 'secondPassport_file') return { ...s, note: 'Not required for a resident' };
    if (role === 'official' && (s.documentType === 'source_of_funds' || s.documentType === 'source_of_wealth'))
      return { ...s, note: 'Not required for an official' };
    return s;
  });
}
export function entitySlots(e: { supervised: boolean; abroad: boolean; shareholderRelated: boolean }): DocumentSlot[] {
  const licence = e.supervised && e.abroad && !e.shareholderRelated;
  return ENTITY_SLOTS.map((s) =>
    s.documentType !== 'entity_license' || licence
      ? s
      : {
          ...s,
          note: e.shareholderRelated
            ? 'Not required for a shareholder'
            : 'Required only for a supervised, non-resident entity',
        },
  );
}
