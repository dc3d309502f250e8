import { Migration } from '@mikro-orm/migrations';

/**
 * The KYC columns core-banking exports carry about our account and customer (type, status, opening
 * date, branch, client number; gender, occupation, phone, address, national number, legal form,
 * incorporation date, business), so a goAML my-client party can be written from a mapped export
 * (ADR 0075, 0078). All nullable: a mapping brings them in or they stay absent.
 */
const COLUMNS: [string, string][] = [
  ['account_type', 'varchar(32)'],
  ['account_status', 'varchar(32)'],
  ['account_opened', 'date'],
  ['account_branch', 'varchar(255)'],
  ['client_number', 'varchar(30)'],
  ['customer_gender', 'varchar(1)'],
  ['customer_occupation', 'varchar(255)'],
  ['customer_phone', 'varchar(50)'],
  ['customer_phone_type', 'varchar(8)'],
  ['customer_address', 'varchar(255)'],
  ['customer_city', 'varchar(255)'],
  ['customer_state', 'varchar(255)'],
  ['customer_ssn', 'varchar(25)'],
  ['customer_legal_form', 'varchar(32)'],
  ['customer_incorporation_date', 'date'],
  ['customer_business', 'varchar(255)'],
];

export class Migration20261128180000 extends Migration {
  override name = 'Migration20261128180000_customer_kyc';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "transactions_transaction" ${COLUMNS.map(([c, type]) => `add column "${c}" ${type} null`).join(', ')};`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transactions_transaction" ${COLUMNS.map(([c]) => `drop column "${c}"`).join(', ')};`);
  }
}
