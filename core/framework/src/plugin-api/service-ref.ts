/**
 * A typed reference to a service one plugin offers and others depend on (ADR 0001). The provider's
 * `shared/` exports the reference with its interface; consumers declare it in `deps` and receive the
 * implementation, typed, in `setup(ctx, deps)`. The phantom `T` carries the type; nothing is stored.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** Phantom member: never set, only carries the service type. */
  readonly __type?: (service: T) => T;
}

export const createServiceRef = <T>(id: string): ServiceRef<T> => ({ id });

export type ServiceRefs = Record<string, ServiceRef<any>>;

/** The services a plugin receives for its declared `deps`. */
export type ResolvedDeps<D extends ServiceRefs> = {
  readonly [K in keyof D]: D[K] extends ServiceRef<infer T> ? T : never;
};

/** Looks services up by reference; the one place where the registry's values meet their types. */
export class ServiceRegistry {
  readonly #services = new Map<string, unknown>();

  provide<T>(ref: ServiceRef<T>, service: T): void {
    if (this.#services.has(ref.id)) throw new Error(`Service ${ref.id} is provided twice`);
    this.#services.set(ref.id, service);
  }

  has(ref: ServiceRef<any>): boolean {
    return this.#services.has(ref.id);
  }

  get<T>(ref: ServiceRef<T>): T {
    if (!this.#services.has(ref.id)) throw new Error(`No plugin provides the service ${ref.id}`);
    // Sound by construction: `provide` stored a T under this ref's id.
    return this.#services.get(ref.id) as T;
  }

  resolve<D extends ServiceRefs>(deps: D | undefined): ResolvedDeps<D> {
    const out: Record<string, unknown> = {};
    for (const [key, ref] of Object.entries(deps ?? {})) out[key] = this.get(ref);
    return out as ResolvedDeps<D>;
  }
}
