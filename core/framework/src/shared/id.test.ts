import t from 'tap';
import { isId, newId } from './id.ts';

t.test('ids are 24 lowercase hex chars, time-prefixed and unique', async (t) => {
  const ids = new Set(Array.from({ length: 2000 }, () => newId()));
  t.equal(ids.size, 2000);
  t.ok([...ids].every(isId), 'every id is 24 lowercase hex chars');
  const at = newId(Date.UTC(2030, 0, 1));
  t.equal(parseInt(at.slice(0, 8), 16), Date.UTC(2030, 0, 1) / 1000);
  t.notOk(isId('ABCDEF0123456789abcdef01'));
  t.notOk(isId('abc'));
});
