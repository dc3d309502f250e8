export const transactionsManifest = { id: 'transactions', title: 'Transactions' } as const;
