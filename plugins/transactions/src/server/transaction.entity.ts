import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

const text = (length: number) => p.string().length(length).nullable();
const code = () => p.string().length(3).nullable();

/**
 * One stored transaction (issue 26 §1): the model's fields, amounts as numeric (read as strings, never
 * floats), times as timestamptz. Written by `store` in one SQL statement (insert … on conflict do
 * nothing), read by SQL too; the entity is the schema's record and the ORM's view of the table.
 */
export const TransactionEntity = defineEntity({
  name: 'Transaction',
  tableName: 'transactions_transaction',
  uniques: [{ properties: ['organization', 'account', 'reference'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    /** The client whose dossier holds `account`, when one does. */
    companyId: p.string().length(24).nullable(),
    importId: p.string().length(24).nullable(),
    account: p.string().length(64),
    accountName: text(255),
    customerType: p.string().length(6).nullable(),
    customerName: text(255),
    customerFirstName: text(100),
    customerLastName: text(100),
    customerBirthDate: p.date().nullable(),
    customerIdNumber: text(64),
    customerNationality: p.string().length(2).nullable(),
    customerIncorporationNumber: text(64),
    customerCountry: p.string().length(2).nullable(),
    accountType: text(32),
    accountStatus: text(32),
    accountOpened: p.date().nullable(),
    accountBranch: text(255),
    clientNumber: text(30),
    customerGender: p.string().length(1).nullable(),
    customerOccupation: text(255),
    customerPhone: text(50),
    customerPhoneType: p.string().length(8).nullable(),
    customerAddress: text(255),
    customerCity: text(255),
    customerState: text(255),
    customerSsn: text(25),
    customerLegalForm: text(32),
    customerIncorporationDate: p.date().nullable(),
    customerBusiness: text(255),
    counterpartyType: p.string().length(6).nullable(),
    counterpartyName: text(255),
    counterpartyFirstName: text(100),
    counterpartyLastName: text(100),
    counterpartyAccount: text(64),
    counterpartyInstitution: text(255),
    counterpartyBic: p.string().length(11).nullable(),
    counterpartyCountry: p.string().length(2).nullable(),
    direction: p.string().length(6),
    amount: p.decimal('string').precision(20).scale(4),
    currency: p.string().length(3),
    amountLocal: p.decimal('string').precision(20).scale(4).nullable(),
    localCurrency: code(),
    rate: p.decimal('string').precision(22).scale(10).nullable(),
    bookedAt: p.datetime(),
    valueAt: p.datetime().nullable(),
    transmode: text(32),
    funds: text(32),
    location: text(255),
    reference: p.string().length(140),
    description: p.text().nullable(),
    createdAt: createdAtProperty(),
  },
});
export type TransactionRow = InferEntity<typeof TransactionEntity>;

export const transactionsEntities = [TransactionEntity];
