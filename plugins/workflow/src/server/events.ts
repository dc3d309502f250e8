import type { MikroORM } from '@mikro-orm/postgresql';
import { EventEmitter } from 'node:events';
import pg from 'pg';

export const CHANNEL = 'workflow_changes';
const RECONNECT_MS = 5_000;

/**
 * Change notifications per organisation, fed to server-sent events (ADR 0046). Across replicas:
 * `emit` sends a PostgreSQL NOTIFY on `workflow_changes` (payload: the organisation id) and one
 * LISTEN connection per process fans it out to that process's streams, so a colleague connected
 * to another replica sees the change at once. While the LISTEN connection is down (or before it
 * is up) events are delivered in-process and the clients' 15 s polling covers other replicas.
 */
export class ChangeEvents {
  private readonly emitter = new EventEmitter();
  private listener: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private starting: Promise<void> | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly orm?: Pick<MikroORM, 'config' | 'em'>) {
    this.emitter.setMaxListeners(0);
  }

  /** Always NOTIFYs (other replicas); delivers here directly unless this process's own LISTEN will. */
  emit(organization: string): void {
    const viaListen = this.listening;
    if (!viaListen) this.deliver(organization);
    this.orm?.em
      .fork()
      .execute(`select pg_notify(?, ?)`, [CHANNEL, organization])
      .catch(() => viaListen && this.deliver(organization));
  }

  subscribe(organization: string, listener: (event: { at: string }) => void): () => void {
    this.emitter.on(organization, listener);
    void this.start();
    return () => this.emitter.off(organization, listener);
  }

  /** Whether cross-replica delivery is up (the LISTEN connection is open). */
  get crossReplica(): boolean {
    return this.listening;
  }

  /** Opens the LISTEN connection (once; again after a failure). */
  start(): Promise<void> {
    if (!this.orm || this.closed) return Promise.resolve();
    this.starting ??= this.connect().finally(() => (this.starting = null));
    return this.starting;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.listening = false;
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  private deliver(organization: string): void {
    this.emitter.emit(organization, { at: new Date().toISOString() });
  }

  private async connect(): Promise<void> {
    if (this.listener || this.closed) return;
    const client = new pg.Client({ connectionString: this.orm!.config.get('clientUrl') as string });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      client.end().catch(() => undefined);
      if (!this.closed) {
        this.retry = setTimeout(() => void this.start(), RECONNECT_MS);
        this.retry.unref();
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) this.deliver(n.payload);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (this.closed) return void client.end().catch(() => undefined);
      this.listening = true;
    } catch {
      lost();
    }
  }
}
