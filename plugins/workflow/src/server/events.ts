import { EventEmitter } from 'node:events';

/**
 * In-process change notifications per organisation, fed to server-sent events. Other replicas'
 * changes reach the screens through the clients' polling fallback (ADR 0017).
 */
export class ChangeEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  emit(organization: string): void {
    this.emitter.emit(organization, { at: new Date().toISOString() });
  }

  subscribe(organization: string, listener: (event: { at: string }) => void): () => void {
    this.emitter.on(organization, listener);
    return () => this.emitter.off(organization, listener);
  }
}
