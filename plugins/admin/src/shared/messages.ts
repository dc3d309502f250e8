/** Seed 000 texts of the back office, credits and wallet (typos included: they are the contract). */
export const ADMIN_MESSAGES = {
  // back-office error toasts [000:135]
  errorSavingTerms: 'Error saving terms',
  errorLoadingUsage: 'Error loading usage data',
  errorLoadingUserData: 'Error loading user data',
  errorCreditAddition: 'Error during Credit addition',
  errorSubscriptionActivation: 'Error during Subsription activation',
  errorLoadingPlatformControl: 'Error loading platrofm control',
  errorUpdatingPlatformControl: 'Error updating platrofm control',
  // product error toasts [000:135]
  errorUpdatingBalance: 'Error updating user balance',
  errorRequestingWallet: 'Error requesting wallet',
  // success [000:148]
  creditAdded: 'Credit added',
  subscriptionActivated: 'Subsription activated',
  changesSaved: 'Changes saved',
  // validation [000:90]
  checkSpecifiedValue: 'Please check specified value',
  // texts of our own (the seed leaves them open)
  userNotFound: 'User not found',
  amountInvalid: 'Amount must be a number greater than 0 and at most 1000000, with at most 2 decimals',
  commentTooLong: 'Comment must be at most 500 characters long',
  dateInvalid: 'Dates must be given as YYYY-MM-DD',
  dateOrder: 'The start date must not be after the end date',
  notEnoughCredits: (fee: string, balance: string) =>
    `Not enough credits: this conversion costs ${fee} credits and the balance is ${balance}. Please ask the support to add credits or activate a subscription`,
  subscriptionNotAffordable: (cost: string, balance: string) =>
    `The subscription costs ${cost} credits and the balance is ${balance}. Give credits first`,
  subscriptionActive: (until: string) => `The user already has an active subscription until ${until}`,
  rowsInvalid: 'Rows must be a whole number of at least 0',
  walletNotConfigured:
    'Wallets are not available yet: the operator has not configured a deposit key. Please contact the support',
  walletCopied: 'Address copied',
  // Not seed texts: the demo organisation's generated wallet key (ADR 0065).
  walletDemoTitle: 'Demo wallet: do not send funds',
  walletDemo:
    'This address comes from a key generated for the demo, whose private key was never kept: anything sent to it is lost. Real deposits need the operator key (WALLET_TRC20_XPUB).',
  nothingHere: 'Nothing here yet',
} as const;
