import { defineServerPlugin, type PluginContext } from '@app/core/plugin-api';
import { createThread, purgeFreeUploads as purgeThreadUploads } from '@app/core/thread';
import { authService } from '@app/plugin-auth/shared';
import { supportManifest, SUPPORT_MESSAGES as M } from '../shared/index.ts';
import { supportMigrations } from './migrations/index.ts';
import {
  SupportFileEntity,
  supportEntities,
  TicketMessageEntity,
  type TicketMessageRow,
  type TicketRow,
} from './support.entities.ts';
import { supportHandlers } from './support.handlers.ts';
import { SupportService, visibleTicket } from './support.service.ts';

/** Support tickets between users and the provider's support staff (super users), ADR 0041. */
export const supportServerPlugin = defineServerPlugin({
  manifest: supportManifest,
  migrations: supportMigrations,
  entities: supportEntities,
  deps: { auth: authService },
  setup(ctx, { auth }) {
    const thread = createThread<TicketRow, TicketMessageRow>(ctx, {
      id: 'support',
      messages: TicketMessageEntity,
      files: SupportFileEntity,
      text: M,
      purgeCron: '27 3 * * *',
      visible: visibleTicket,
    });
    const support = new SupportService(ctx, auth, thread);
    return {
      routes: (r) => supportHandlers(r, support, thread),
      jobs: thread.jobs,
      onReady: () => thread.schedule(),
    };
  },
});

/** Removes uploads never attached to a ticket after a day (the daily job's work; tests call it with a later `now`). */
export const purgeFreeUploads = (ctx: PluginContext, now?: number) => purgeThreadUploads(ctx, SupportFileEntity, now);

export { supportEntities };
