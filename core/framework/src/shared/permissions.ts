export type PermissionEffect = 'allow' | 'deny';
export type PermissionMap = Record<string, PermissionEffect>;

/** Whether a resolved permission map allows a name (absent = denied). */
export function isAllowed(permissions: PermissionMap | undefined, name: string | undefined): boolean {
  if (!name) return true;
  return permissions?.[name] === 'allow';
}

/**
 * A permission a plugin adds to the role matrix (beyond the seed's names, which auth owns): its label
 * and group in the permission editor, and the roles that hold it by default. Editable per user like
 * the seed's; a user's explicit allow or deny wins over the default.
 */
export interface PermissionGrant {
  name: string;
  label: string;
  group: string;
  roles: readonly string[];
}
