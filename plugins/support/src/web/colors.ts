/** Badge colours of severities and statuses (filled, dark shades: white text keeps AA contrast). */
export const SEVERITY_COLOR = { low: 'gray.8', medium: 'orange.9', high: 'red.9' } as const;
export const STATUS_COLOR = { open: 'blue.9', pending: 'orange.9', closed: 'gray.8' } as const;
