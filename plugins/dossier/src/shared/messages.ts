/** Seed 001 texts, kept as written (typos included, ADR 0026); the rest are ours and say so. */
export const DOSSIER_MESSAGES = {
  // Add New Client [001:459]
  nameRequired: 'Name is required',
  companyTypeRequired: 'Company type is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  clientTypeTypeRequired: 'Client Type type is required',
  clientTypeRequired: 'Client Type is required',
  // Snapshot view save [001:458]
  viewingSnapshot: 'You are viewing a snapshot, please go back to the current view to save changes',
  saved: 'Data saved successfully',
  // Snapshots [001:291, 460]
  snapshotLabelRequired: 'Please fill in the name field',
  revisionDeleted: 'Document Revision has been deleted successfully',
  // Ours (the seed is silent)
  companyCreated: 'Client created; it is visible to you now and takes effect once a colleague approves it',
  nothingToSave: 'Nothing to save',
  companyNotFound: 'Client not found',
  readOnly: (label: string) => `${label} cannot be changed once the dossier exists`,
  notForAccountHolder: (field: string) => `${field} does not apply to account holders`,
  notForCorporate: (field: string) => `${field} does not apply to corporate clients`,
  nextReviewAutomatic: 'The next review date is computed automatically; switch to manual to edit it',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  snapshotNotFound: 'Document Revision not found',
  revisionSaved: 'Document Revision has been saved successfully',
  restoreProposed: (n: number) =>
    n
      ? `Restore submitted: ${n} change request${n === 1 ? '' : 's'} for confirmation`
      : 'Nothing to restore: the dossier already matches this revision',
  yearOutOfRange: (min: number, max: number) => `Choose a year from ${min} to ${max}`,
} as const;
