const pad = (n: number) => String(n).padStart(2, '0');

/** Task dates DD/MM/YYYY HH:MM (seed 002 §9), in the viewer's time zone. */
export function formatTaskDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Two letters for an avatar: first and last name, else the username. */
export function personInitials(p: { username: string; first_name?: string; last_name?: string }): string {
  const full = `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim();
  const parts = (full || p.username).split(/[\s._-]+/).filter(Boolean);
  return ((parts.length > 1 ? parts[0]![0]! + parts[1]![0]! : (parts[0] ?? '?').slice(0, 2)) || '?').toUpperCase();
}

export const personName = (p: { username: string; first_name?: string; last_name?: string }) =>
  `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || p.username;
