import type { DossierObjectWire } from '../objects.ts';

/** The `get-kyc-files-info_2` bundle as the web app holds it (each key a list of wire objects). */
export type DossierBundle = Partial<
  Record<
    | 'kycFiles'
    | 'ubos'
    | 'entities'
    | 'mds'
    | 'persons'
    | 'listingServices'
    | 'account_number'
    | 'transactional_profile'
    | 'shareholders',
    readonly unknown[]
  >
>;

/**
 * Every object of a bundle once (persons' and entities' `files` maps flattened), so a screen can run
 * the rules over what it shows, with the values it is editing, as you type.
 */
export function objectsFromBundle(bundle: DossierBundle): DossierObjectWire[] {
  const out = new Map<string, DossierObjectWire>();
  const add = (o: unknown) => {
    if (
      !o ||
      typeof o !== 'object' ||
      typeof (o as DossierObjectWire)._id !== 'string' ||
      !(o as DossierObjectWire).object_type
    )
      return;
    const { files, ...rest } = o as DossierObjectWire & { files?: Record<string, unknown> };
    out.set(rest._id, rest as DossierObjectWire);
    for (const f of Object.values(files ?? {})) add(f);
  };
  for (const list of Object.values(bundle)) for (const o of list ?? []) add(o);
  return [...out.values()];
}
