import t from 'tap';
import { fieldErrors } from './errors.ts';

t.test('ajv errors become {field, message} with the schema message first', async (t) => {
  const out = fieldErrors([
    { keyword: 'const', instancePath: '/type', message: 'must be equal to constant', params: {}, parentSchema: {} },
    { keyword: 'anyOf', instancePath: '/type', message: 'must match a schema in anyOf', params: {}, parentSchema: { errorMessage: 'Invalid role' } },
    { keyword: 'required', instancePath: '', params: { missingProperty: 'email' }, parentSchema: { properties: { email: { errorMessage: 'Invalid email' } } } },
    { keyword: 'required', instancePath: '/user', params: { missingProperty: '_id' }, parentSchema: { properties: {} } },
    { keyword: 'type', instancePath: '/age', message: 'must be integer', params: {}, parentSchema: {} },
  ]);
  t.same(out, [
    { field: 'type', message: 'Invalid role' },
    { field: 'email', message: 'Invalid email' },
    { field: 'user._id', message: '_id is required' },
    { field: 'age', message: 'age must be integer' },
  ]);
});
