import { Type } from 'typebox';
import { IdSchema } from './schemas.ts';

/** Uploads attached in one call to a thread (its creation or a message): at most 10. */
export const ThreadFileIdsSchema = Type.Array(IdSchema, { maxItems: 10, errorMessage: 'At most 10 files per call' });
/** A thread message's text; whether it may be empty is the owner's rule. */
export const ThreadContentSchema = Type.String({ maxLength: 10_000 });
