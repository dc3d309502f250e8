/** Who is who in an organisation, for other plugins (workflow names authors, mails approvers). */
export interface DirectoryPerson { id: string; username: string; email: string; role: string }

export interface UserDirectory {
  /** The named users of an organisation (deleted users are left out). */
  people(organizationId: string, ids: readonly string[]): Promise<DirectoryPerson[]>;
  /** Users of an organisation whose resolved permissions allow `permission`. */
  withPermission(organizationId: string, permission: string): Promise<DirectoryPerson[]>;
}
