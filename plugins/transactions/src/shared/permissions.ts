/**
 * Who may read and who may push transactions (ADR 0075). Seed permission names held in auth's role
 * map: whoever may see a client's transaction profile sees its transactions (account managers,
 * supervisors, compliance officers, auditors, trust officers; not clients); whoever may change
 * transaction profiles may push transactions (administrators, account managers, supervisors, trust
 * officers, and an integration account an administrator grants it to).
 */
export const TRANSACTIONS_READ = 'view_transaction_profile';
export const TRANSACTIONS_PUSH = 'update_transaction_profile';
