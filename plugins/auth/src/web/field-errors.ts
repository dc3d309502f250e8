import { ApiError } from '@app/core/client';

/** Maps a 400's `errors[]` onto form fields ('email', '/email', 'body.email' all match 'email'). */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> | null {
  if (!(error instanceof ApiError) || !error.body.errors?.length) return null;
  const out: Partial<Record<F, string>> = {};
  for (const { field, message } of error.body.errors) {
    const name = fields.find((f) => field === f || field.endsWith(`/${f}`) || field.endsWith(`.${f}`));
    if (name && !out[name]) out[name] = message;
  }
  return Object.keys(out).length ? out : null;
}
