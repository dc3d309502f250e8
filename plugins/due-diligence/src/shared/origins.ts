/**
 * An allowed origin of the widget's partner pages: scheme, host and optional port, nothing else
 * (the browser's Origin header never has a path). Normalised as the browser sends it (lower-case
 * host, no default port, no trailing slash), so the comparison with the Origin header is exact.
 */
export function checkOrigin(text: string): { origin: string } | { error: string } {
  const raw = text.trim();
  const example = 'https://partner.example';
  if (!raw) return { error: 'An origin cannot be empty' };
  if (raw.includes('*')) return { error: `${raw}: wildcards are not allowed, list each origin (like ${example})` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: `${raw} is not an origin; write scheme and host, like ${example}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { error: `${raw}: only http:// and https:// origins are allowed` };
  if (!/^https?:\/\//i.test(raw)) return { error: `${raw} is not an origin; write scheme and host, like ${example}` };
  if (url.username || url.password) return { error: `${raw}: an origin has no user name or password` };
  if (url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(raw)) {
    return { error: `${raw}: an origin has no path, query or fragment; use ${url.origin}` };
  }
  return { origin: url.origin };
}

/** Every origin checked: the normalised list without duplicates, or one message per refused entry (`cors_origins.<i>`). */
export function checkOrigins(
  list: readonly string[],
): { origins: string[] } | { errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  const origins: string[] = [];
  list.forEach((text, i) => {
    const res = checkOrigin(text);
    if ('error' in res) errors.push({ field: `cors_origins.${i}`, message: res.error });
    else if (!origins.includes(res.origin)) origins.push(res.origin);
  });
  return errors.length ? { errors } : { origins };
}
