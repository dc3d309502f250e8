export * from './customer.ts';
export * from './party.ts';
export * from './party-xml.ts';
export * from './records.ts';
export * from './transaction-xml.ts';
