import { Type, type Static } from 'typebox';

/** 24-char lowercase hex id (ObjectId style: time + random). */
export const IdSchema = Type.String({ pattern: '^[0-9a-f]{24}$', minLength: 24, maxLength: 24 });
export type Id = Static<typeof IdSchema>;

export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldErrorSchema>;

/** Uniform error body of every failed call. */
export const ErrorBodySchema = Type.Object(
  { message: Type.String(), errors: Type.Optional(Type.Array(FieldErrorSchema)) },
  // Seed calls add fields to failures ({status:'error'}, {challenge, error}, {timeout}).
  { additionalProperties: true },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

export const StatusSchema = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });

export const MessageSchema = Type.Object({ message: Type.String() });

export const EmptyObjectSchema = Type.Object({});

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
