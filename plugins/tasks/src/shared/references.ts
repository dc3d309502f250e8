import { sectionPath, SECTION_TYPES, type SectionType } from '@app/plugin-dossier/shared';

/**
 * `section_type` of a task reference: the seed's kinds (`corporate_file`, `individual`, `entity`
 * [002:122]) or a dossier section by name (`shareholders`, `corporate`, … of the dossier's
 * SECTION_TYPES). ADR 0040.
 */
export const SEED_REFERENCE_KINDS = ['corporate_file', 'individual', 'entity'] as const;
export const REFERENCE_SECTION_TYPES = [...SEED_REFERENCE_KINDS, ...SECTION_TYPES] as const;
export type ReferenceSectionType = (typeof SEED_REFERENCE_KINDS)[number] | SectionType;

export { sectionPath };
