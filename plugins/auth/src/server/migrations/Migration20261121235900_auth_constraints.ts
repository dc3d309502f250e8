import { Migration } from '@mikro-orm/migrations';
import { newId } from '@app/core/shared';

/** Live e-mails are unique platform-wide (login is by e-mail); reference list of banks for banks/list. */
const BANKS = [
  'ABN AMRO Bank',
  'Aruba Bank',
  'Banco di Caribe',
  'Bank of America',
  'Barclays',
  'BNP Paribas',
  'Caribbean Mercantile Bank',
  'Citibank',
  'Commerzbank',
  'Credit Agricole',
  'Deutsche Bank',
  'First Caribbean International Bank',
  'Girobank',
  'HSBC',
  'ING Bank',
  'JPMorgan Chase',
  "Maduro & Curiel's Bank",
  'Orco Bank',
  'Rabobank',
  'RBC Royal Bank',
  'Santander',
  'Societe Generale',
  'Standard Chartered',
  'UBS',
  'UniCredit',
];

export class Migration20261121235900 extends Migration {
  override name = 'Migration20261121235900_auth_constraints';

  override up(): void {
    this.addSql(
      `create unique index "auth_user_live_email_unique" on "auth_user" ("email") where "deleted_at" is null;`,
    );
    for (const name of BANKS)
      this.addSql(`insert into "auth_bank" ("id", "name") values ('${newId()}', '${name.replace(/'/g, "''")}');`);
  }

  override down(): void {
    this.addSql(`drop index if exists "auth_user_live_email_unique";`);
    this.addSql(`delete from "auth_bank";`);
  }
}
