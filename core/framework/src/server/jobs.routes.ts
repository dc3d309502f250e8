import type { RouteRegistrar } from '../plugin-api/server.ts';
import { getJobRoute } from '../shared/jobs.routes.ts';
import { notFound } from './http-error.ts';
import type { JobService } from './jobs.ts';

/** Core's own route: anyone signed in follows the jobs of their organisation; platform jobs are super-user only. */
export function registerJobRoutes(r: RouteRegistrar, jobs: JobService): void {
  r.route(getJobRoute, async ({ query, principal }) => {
    const job = await jobs.get(query.id);
    if (!job || (!principal.isSuperUser && job.organizationId !== principal.organizationId))
      throw notFound('Job not found');
    return job;
  });
}
