import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

const RECONNECT_MS = 2_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ChannelListener {
  /** Whether notifications from other processes arrive now (the LISTEN connection is open). */
  readonly listening: boolean;
  /** Resolves once the first LISTEN is open (or failed; it keeps retrying in the background). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL NOTIFY channel on a connection of its own (reconnecting after a loss),
 * so a change committed by any process reaches every replica at once (ADR 0084). `onReconnect`
 * runs after a reconnect: notifications sent while the connection was down are lost, so a listener
 * catches up from the database there.
 */
export function listenChannel(
  orm: Pick<MikroORM, 'config'>,
  channel: string,
  onMessage: (payload: string) => void,
  opts: { onReconnect?: () => void; onError?: (error: unknown) => void } = {},
): ChannelListener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connects = 0;

  const connect = async (): Promise<void> => {
    if (closed || client) return;
    const c = new pg.Client({ connectionString: orm.config.get('clientUrl') as string });
    client = c;
    const lost = (error?: unknown) => {
      if (client !== c) return;
      client = null;
      listening = false;
      if (error) opts.onError?.(error);
      c.end().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (closed) return void c.end().catch(() => undefined);
      listening = true;
      if (connects++ > 0) opts.onReconnect?.();
    } catch (error) {
      lost(error);
    }
  };

  const ready = connect();
  return {
    get listening() {
      return listening;
    },
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
