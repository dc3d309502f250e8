/** Seed strings (002 §1(c)) keep their wording; the rest are ours. */
export const WORKFLOW_MESSAGES = {
  denyReasonShort: 'Please provide a reason for denying this request, it should be at least 10 characters long',
  approved: 'Changes approved successfully',
  denied: 'Changes denied successfully',
  deleteSubmitted: 'Deleted request has been submitted successfully',
  dataSaved: 'Data saved successfully',
  noItems: 'No items',
  noData: 'No Data Found',
  loadingError: 'Error loading notification',
  notFound: 'Change request not found',
  objectNotFound: 'Object not found',
  unknownType: 'Unknown object type',
  alreadyHandled: 'This change request has already been handled by someone else',
  selfApproval:
    'You proposed a value in this change yourself; a colleague who proposed nothing in it must approve it (four-eyes rule)',
  stale: (fields: string[]) =>
    `The stored data changed since this request was made (${fields.join(', ')}); approve refused, nothing was applied. Please review the current values`,
  skipped: 'The object of this change no longer exists; the change was skipped',
  removalPending: 'A delete request for this object is already waiting for confirmation',
  adminOnly: 'Only an administrator can change workflow settings',
  settingsSaved: 'Settings saved successfully',
  invalidPeriod: 'The start date must be before the end date',
  viewPermission: 'You do not have permission to view these changes',
} as const;
