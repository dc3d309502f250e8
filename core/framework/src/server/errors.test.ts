import t from 'tap';
import { fieldErrors } from './errors.ts';

t.test('ajv errors become {field, message} with the schema message first', async (t) => {
  const out = fieldErrors([
    { keyword: 'const', instancePath: '/type', message: 'must be equal to constant', params: {}, parentSchema: {} },
    {
      keyword: 'anyOf',
      instancePath: '/type',
      message: 'must match a schema in anyOf',
      params: {},
      parentSchema: { errorMessage: 'Invalid role' },
    },
    {
      keyword: 'required',
      instancePath: '',
      params: { missingProperty: 'email' },
      parentSchema: { properties: { email: { errorMessage: 'Invalid email' } } },
    },
    {
      keyword: 'required',
      instancePath: '/user',
      params: { missingProperty: '_id' },
      parentSchema: { properties: {} },
    },
    { keyword: 'type', instancePath: '/age', message: 'must be integer', params: {}, parentSchema: {} },
  ]);
  t.same(out, [
    { field: 'type', message: 'Invalid role' },
    { field: 'email', message: 'Invalid email' },
    { field: 'user._id', message: '_id is required' },
    { field: 'age', message: 'age must be integer' },
  ]);
});

t.test('storage data errors and broken multipart are client faults (400), anything else stays 500', async (t) => {
  const { default: Fastify } = await import('fastify');
  const { installErrorHandling } = await import('./errors.ts');
  const app = Fastify();
  installErrorHandling(app);
  const pgError = (code: string) =>
    Object.assign(new Error('value too long for type character varying(254)'), { code, severity: 'ERROR' });
  app.get('/too-long', async () => {
    throw Object.assign(new Error('wrapped'), { cause: pgError('22001') });
  });
  app.get('/bad-byte', async () => {
    throw pgError('22021');
  });
  app.get('/unique', async () => {
    throw pgError('23505');
  });
  app.get('/multipart', async () => {
    throw new Error('Unexpected end of form');
  });
  app.get('/bug', async () => {
    throw new TypeError('x is undefined');
  });
  const status = async (url: string) => (await app.inject({ url })).statusCode;
  t.equal(await status('/too-long'), 400);
  t.equal((await app.inject({ url: '/too-long' })).json().message, 'A value is too long or not valid for storage');
  t.equal(await status('/bad-byte'), 400);
  t.equal(await status('/multipart'), 400);
  t.equal(await status('/unique'), 500, 'only class 22 is mapped');
  t.equal(await status('/bug'), 500);
  await app.close();
});
