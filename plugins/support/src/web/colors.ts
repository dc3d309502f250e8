/** Badge colours of severities and statuses (filled, dark shades: white text keeps AA contrast). */
export const SEVERITY_COLOR = { low: 'gray.7', medium: '#8a4b00', high: 'red.9' } as const;
export const STATUS_COLOR = { open: 'blue.9', pending: '#8a4b00', closed: 'gray.7' } as const;
