import { Nullable, Type, type Static } from '@app/core/shared';

/**
 * The human words of a reviewable type (ADR 0067), declared by its plugin beside the type: a label
 * for every field a change may touch (and for values a removal shows), and for select fields the
 * text of each stored value. Every screen, export and PDF reads these; none keeps its own copy.
 */
export interface TypeLabels {
  fields: Readonly<Record<string, string>>;
  /** Per select field: stored value → text ('local' → 'Resident'). */
  options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const Texts = Type.Record(Type.String(), Type.String());
export const TypeLabelsSchema = Type.Object({
  label: Type.String(),
  /** Audit Trail group ('show details for'), null when none. */
  group: Nullable(Type.String()),
  fields: Texts,
  options: Type.Record(Type.String(), Texts),
});
/** Every registered type's words, by object type: the same for every organisation. */
export const LabelCatalogSchema = Type.Object({ types: Type.Record(Type.String(), TypeLabelsSchema) });
export type LabelCatalog = Static<typeof LabelCatalogSchema>;
export type TypeLabelsWire = Static<typeof TypeLabelsSchema>;

/** The fallback for a name nobody declared: 'last_name' / 'lastName' → 'Last name'. */
export const humanise = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

export const objectText = (catalog: LabelCatalog | undefined, objectType: string) =>
  catalog?.types[objectType]?.label ?? humanise(objectType);
export const fieldText = (catalog: LabelCatalog | undefined, objectType: string, field: string) =>
  catalog?.types[objectType]?.fields[field] ?? humanise(field);

/** Field names in the order their type declared them (stored JSON keeps no order); undeclared ones last. */
export function inDeclaredOrder(
  catalog: LabelCatalog | undefined,
  objectType: string,
  names: readonly string[],
): string[] {
  const order = Object.keys(catalog?.types[objectType]?.fields ?? {});
  const rank = (n: string) => (order.includes(n) ? order.indexOf(n) : order.length);
  return [...names].sort((a, b) => rank(a) - rank(b));
}

/** Rich text (Quill ops or Plate nodes) as its words. */
function richText(value: object): string | null {
  const ops = (value as { ops?: unknown }).ops;
  if (Array.isArray(ops))
    return ops
      .map((o) => (typeof o?.insert === 'string' ? o.insert : ''))
      .join('')
      .trim();
  if (Array.isArray(value) && value.every((n) => n && typeof n === 'object' && ('children' in n || 'text' in n))) {
    const walk = (n: { text?: unknown; children?: unknown[] }): string =>
      typeof n.text === 'string' ? n.text : (n.children ?? []).map((c) => walk(c as never)).join('');
    return value
      .map((n) => walk(n))
      .join('\n')
      .trim();
  }
  return null;
}

/** A value as a reader sees it: the option's text, Yes/No, a file's name, rich text's words. */
export function valueText(
  catalog: LabelCatalog | undefined,
  objectType: string,
  field: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number')
    return catalog?.types[objectType]?.options[field]?.[String(value)] ?? String(value);
  if (typeof value === 'object') {
    const file = value as { filename?: unknown };
    if (typeof file.filename === 'string') return file.filename;
    return richText(value) ?? JSON.stringify(value);
  }
  return String(value);
}

/** 'Last name: Smith → Smyth; Origin: Resident' — an audit event's values in words. */
export function changeSummary(
  catalog: LabelCatalog | undefined,
  objectType: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return names
    .map((name) => {
      const was = valueText(catalog, objectType, name, before?.[name]);
      const now = valueText(catalog, objectType, name, after?.[name]);
      const label = fieldText(catalog, objectType, name);
      if (!after || !(name in after)) return `${label}: ${was}`;
      return was ? `${label}: ${was} → ${now || '(empty)'}` : `${label}: ${now || '(empty)'}`;
    })
    .join('; ');
}
