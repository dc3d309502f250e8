export type PermissionEffect = 'allow' | 'deny';
export type PermissionMap = Record<string, PermissionEffect>;

/** Whether a resolved permission map allows a name (absent = denied). */
export function isAllowed(permissions: PermissionMap | undefined, name: string | undefined): boolean {
  if (!name) return true;
  return permissions?.[name] === 'allow';
}
