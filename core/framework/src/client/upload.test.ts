import t from 'tap';
import { Type } from 'typebox';
import { defineMultipartRoute, routeAddresses, routeUrl } from '../shared/route.ts';
import { ApiError, bindAddresses } from './http.ts';
import { upload } from './upload.ts';

const attach = defineMultipartRoute({
  operationId: 'attach',
  method: 'POST',
  url: 'thing/:id/attach',
  multipart: Type.Object({ kind: Type.String(), note: Type.String() }),
  response: Type.Object({ id: Type.String(), size: Type.Integer() }),
});
const importBo = defineMultipartRoute({
  operationId: 'importBo',
  method: 'POST',
  url: 'import',
  surface: 'bo',
  multipart: Type.Object({}),
  response: Type.Object({ job: Type.String() }),
});

interface Seen {
  url: string;
  init: RequestInit;
}
const answering =
  (status: number, body: string, seen: Seen[]): typeof fetch =>
  async (url, init) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, statusText: status === 200 ? 'OK' : 'Bad Request' });
  };

t.test('the path, fields, files and token come from the contract and the input', async (t) => {
  const seen: Seen[] = [];
  const file = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
  const res = await upload(
    attach,
    { params: { id: 'x/1' }, fields: { kind: 'passport', note: null }, files: { file, extra: [new Blob(['b'])] } },
    { baseUrl: 'https://kyc.example/', token: 'tok', fetch: answering(200, '{"id":"f1","size":8}', seen) },
  );
  t.same(res, { id: 'f1', size: 8 });
  t.equal(seen[0]!.url, 'https://kyc.example/api/v1/thing/x%2F1/attach');
  t.equal(seen[0]!.init.method, 'POST');
  t.same(seen[0]!.init.headers, { accept: 'application/json', authorization: 'Bearer tok' });
  const form = seen[0]!.init.body as FormData;
  t.same(
    [...form.keys()],
    ['kind', 'file', 'extra'],
    'text fields first (handlers read them before the file), null left out',
  );
  t.equal((form.get('file') as File).name, 'a.pdf');

  await upload(importBo, { files: { files: [file, file] } }, { fetch: answering(200, '{"job":"j"}', seen) });
  t.equal(seen[1]!.url, '/api/bo/v1/import', 'same origin by default, the back-office surface');
  t.same(seen[1]!.init.headers, { accept: 'application/json' }, 'no token, no authorization');
  t.equal((seen[1]!.init.body as FormData).getAll('files').length, 2);
});

t.test('a refusal is an ApiError with the server message, else the text', async (t) => {
  const failure = async (status: number, body: string): Promise<ApiError> => {
    try {
      await upload(importBo, {}, { fetch: answering(status, body, []) });
    } catch (e) {
      if (e instanceof ApiError) return e;
    }
    throw new Error('expected an ApiError');
  };
  const error = await failure(400, '{"message":"Wrong file type","errors":[{"field":"file","message":"PDF only"}]}');
  t.equal(error.status, 400);
  t.equal(error.message, 'Wrong file type');
  t.equal(error.fieldMessage('file'), 'PDF only');
  const text = await failure(413, 'Payload Too Large');
  t.equal(text.message, 'Payload Too Large');
});

t.test('with onProgress the browser upload reports the bytes sent', async (t) => {
  const progress: [number, number][] = [];
  class FakeXhr {
    static last: FakeXhr;
    upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
    onload?: () => void;
    headers: Record<string, string> = {};
    opened = '';
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = true;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.opened = `${method} ${url}`;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send() {
      this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true });
      Object.assign(this, { status: 200, statusText: 'OK', responseText: '{"job":"j2"}' });
      this.onload?.();
    }
  }
  const saved = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  t.teardown(() => {
    globalThis.XMLHttpRequest = saved;
  });
  const res = await upload(
    importBo,
    { files: { files: [new Blob(['0123456789'])] } },
    { token: 't', onProgress: (sent, total) => progress.push([sent, total]) },
  );
  t.same(res, { job: 'j2' });
  t.same(progress, [
    [5, 10],
    [10, 10],
  ]);
  t.equal(FakeXhr.last.opened, 'POST /api/bo/v1/import');
  t.same(FakeXhr.last.headers, { accept: 'application/json', authorization: 'Bearer t' });
  t.equal(FakeXhr.last.withCredentials, false);
});

t.test('typed addresses call like their contracts, without the schemas', async (t) => {
  const read = {
    operationId: 'read',
    method: 'GET',
    url: 'thing/:id',
    querystring: Type.Object({ id: Type.String(), v: Type.Optional(Type.String()) }),
    response: Type.Object({ name: Type.String() }),
  } as const;
  const calls = routeAddresses<{ read: typeof read; attach: typeof attach }>({
    read: { method: 'GET', url: 'thing/:id' },
    attach: { method: 'POST', url: 'thing/:id/attach' },
  });
  const seen: Seen[] = [];
  const client = bindAddresses(
    { baseUrl: 'https://kyc.example', fetch: answering(200, '{"name":"n"}', seen) },
    { read: calls.read },
  );
  const got: { name: string } = await client.read({ id: 'a b', v: '2' });
  t.same(got, { name: 'n' });
  t.equal(seen[0]!.url, 'https://kyc.example/api/v1/thing/a%20b?v=2');
  const sent: { id: string; size: number } = await upload(
    calls.attach,
    { params: { id: '7' } },
    { fetch: answering(200, '{"id":"f","size":1}', seen) },
  );
  t.same(sent, { id: 'f', size: 1 });
  t.equal(seen[1]!.url, '/api/v1/thing/7/attach');
  t.equal(
    routeUrl(read, { id: 'x', v: undefined }),
    '/api/v1/thing/x',
    'a download link: path filled, empty query left out',
  );
});
