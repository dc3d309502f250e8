import { Type, type Static, type TSchema } from '@app/core/shared';

/** The seed field model [001:139]: the approved `value`, a pending `new_value`, an `error` text. */
export const FieldSchema = <T extends TSchema>(inner: T) =>
  Type.Object({
    value: Type.Union([inner, Type.Null()]),
    new_value: Type.Optional(Type.Union([inner, Type.Null()])),
    error: Type.Optional(Type.String()),
  });
export const AnyFieldSchema = FieldSchema(Type.Unknown());
export type Field<T = unknown> = { value: T | null; new_value?: T | null; error?: string };
export type StoredFields = Record<string, Field>;

/** The value a reader works with: the pending one when there is one (what the maker sees). */
export const effective = <T>(f: Field<T> | undefined): T | null =>
  f && 'new_value' in f ? (f.new_value ?? null) : (f?.value ?? null);

/** A union of string literals, typed as the union of the list's values. */
export const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
export type Lit<T extends readonly string[]> = T[number];
export type StaticOf<T extends TSchema> = Static<T>;
