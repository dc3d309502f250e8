import { Type, type Static } from 'typebox';
import { defineRoute } from './route.ts';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A background job as users and the CLI follow it: state, progress and result. */
export const JobStatusSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: Type.Union([
    Type.Literal('created'),
    Type.Literal('retry'),
    Type.Literal('active'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
    Type.Literal('failed'),
  ]),
  progress: Type.Object({ done: Type.Number(), total: Type.Number(), message: Type.Optional(Type.String()) }),
  output: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  organizationId: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type JobStatus = Static<typeof JobStatusSchema>;

/** Progress of one job: the caller's organisation's jobs only (super users: any). */
export const getJobRoute = defineRoute({
  operationId: 'getJob',
  method: 'GET',
  url: 'jobs/:id',
  tags: ['jobs'],
  querystring: Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) }, { additionalProperties: false }),
  response: JobStatusSchema,
});
