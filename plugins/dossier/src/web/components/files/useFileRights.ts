import { useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';

export type FilePlace = 'general' | 'ubo' | 'mbd';
const PERMS: Record<FilePlace, { upload: string; delete: string; download: string }> = {
  general: { upload: 'upload_general_section', delete: 'delete_general_section', download: 'donwload_general_section' },
  ubo: {
    upload: 'upload_ubo_section_general',
    delete: 'delete_ubo_section_files',
    download: 'donwload_ubo_section_general',
  },
  mbd: { upload: 'upload_file_mbd_section', delete: 'delete_file_mbd_section', download: 'donwload_file_mbd_section' },
};
const ROLE_BY_LABEL: Record<string, string> = { 'ACCOUNT MANAGER': 'DATA_CONTROLLER', SUPERVISOR: 'DATA_PROCESSOR' };

/** The signed-in user's role value (DATA_CONTROLLER…) from the session. */
export function useRole(): string {
  const session = useSession<{ user?: { type?: string } } | null>();
  const type = session.raw?.user?.type;
  if (type) return type;
  const label = session.user?.typeLabel ?? '';
  return ROLE_BY_LABEL[label] ?? label.replace(/ /g, '_');
}

/** What the user may do with files at this place (001 §6 permission names). */
export function useFileRights(place: FilePlace) {
  const session = useSession();
  const can = (p: string) => isAllowed(session.permissions ?? {}, p);
  return {
    upload: can(PERMS[place].upload),
    remove: can(PERMS[place].delete),
    download: can(PERMS[place].download),
    can,
  };
}
