/** Seed texts (002 §5, §8) and this plugin's own messages. */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Please fill the subject field',
  contentRequired: 'Please fill the content field',
  errorDuring: (what: string) => `There was an error during ${what}.\nPlease try again or contact the support`,
  myTickets: 'My Tickets',
  allTickets: 'All Tickets',
  noTickets: 'No records yet',
  // ours (the seed is silent: ADR 0041)
  created: 'Ticket created successfully',
  statusUpdated: 'Ticket status updated successfully',
  ticketNotFound: 'Ticket not found',
  fileNotFound: 'File not found',
  closed: 'This ticket is closed and can no longer be changed',
  attachmentUnknown: 'An attached file was not uploaded by you or is already attached',
  fileRequired: 'Please attach a file',
  fileTooBig: (name: string) => `${name} is to big, max file size is 10MB`,
  fileType: 'This file type is not accepted (PDF, images, Office documents, ZIP or text)',
} as const;

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Labels of seed 002 §9. */
export const SEVERITY_LABELS: Record<Severity, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  pending: 'Pending',
  closed: 'Closed',
};
