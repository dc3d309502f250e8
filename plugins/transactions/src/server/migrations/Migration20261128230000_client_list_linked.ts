import { Migration } from '@mikro-orm/migrations';

/**
 * The client index holds linked rows only: every query it serves names a client (`company_id = ?`, which
 * implies not null), and an import of a bank's export mostly writes rows of accounts no dossier holds yet,
 * each of which cost an entry of this wide index (key and eight included columns) that no query read
 * (ADR 0082). A row linked later (relink) enters it then. Same key and columns as the index it replaces.
 */
export class Migration20261128230000 extends Migration {
  override name = 'Migration20261128230000_client_list_linked';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "transactions_transaction_client_linked_index" on "transactions_transaction" ("organization", "company_id", "booked_at" desc, "id" desc) include ("direction", "amount", "counterparty_country", "transmode", "counterparty_name", "counterparty_first_name", "counterparty_last_name", "counterparty_account") where "company_id" is not null;`,
    );
    this.addSql(`drop index if exists "transactions_transaction_client_page_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "transactions_transaction_client_page_index" on "transactions_transaction" ("organization", "company_id", "booked_at" desc, "id" desc) include ("direction", "amount", "counterparty_country", "transmode", "counterparty_name", "counterparty_first_name", "counterparty_last_name", "counterparty_account");`,
    );
    this.addSql(`drop index if exists "transactions_transaction_client_linked_index";`);
  }
}
