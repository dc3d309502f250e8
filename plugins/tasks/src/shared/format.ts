const pad = (n: number) => String(n).padStart(2, '0');

/** Task dates DD/MM/YYYY HH:MM (seed 002 §9), in the viewer's time zone. */
export function formatTaskDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** File sizes in B, KB, MB, GB with two decimals, step 1024 (seed 002 §9). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

/** Two letters for an avatar: first and last name, else the username. */
export function personInitials(p: { username: string; first_name?: string; last_name?: string }): string {
  const full = `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim();
  const parts = (full || p.username).split(/[\s._-]+/).filter(Boolean);
  return ((parts.length > 1 ? parts[0]![0]! + parts[1]![0]! : (parts[0] ?? '?').slice(0, 2)) || '?').toUpperCase();
}

export const personName = (p: { username: string; first_name?: string; last_name?: string }) =>
  `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || p.username;
