import t from 'tap';
import { numberPlaceholders } from './prepared.ts';

t.test('placeholders are numbered outside quoted literals and identifiers', async (t) => {
  t.equal(numberPlaceholders('select ? as a, ? as b'), 'select $1 as a, $2 as b');
  t.equal(
    numberPlaceholders(`select '?' as "x?", ? where name ilike ? escape '\\'`),
    `select '?' as "x?", $1 where name ilike $2 escape '\\'`,
  );
  t.equal(numberPlaceholders(`select 'it''s ?', ?`), `select 'it''s ?', $1`);
  t.equal(numberPlaceholders('select 1'), 'select 1');
});
