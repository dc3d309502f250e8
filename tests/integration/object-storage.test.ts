import { S3Storage } from '@app/core/server';
import { startS3TestServer } from '@app/core/testing';
import { FILE_PATHS, dossierRoutes as r } from '@app/plugin-dossier/shared';
import { approve, approvedCorporate, buildDossierTestApp, team } from '@app/plugin-dossier/server/test-helpers';
import { existsSync } from 'node:fs';
import t from 'tap';

/**
 * The app on the S3 driver (ADR 0083): STORAGE_URL=s3://… puts a plugin's files in the bucket, not on
 * the disk, and a file gone from the bucket is the same 404 as one gone from the disk.
 */
const s3 = await startS3TestServer(['app-files']);
t.teardown(() => s3.close());
const settings = s3.settings('app-files', 'prod/');
const api = await buildDossierTestApp(t, { config: { objectStorage: settings } });
const bucket = new S3Storage(settings);
t.teardown(() => bucket.close());
const org = await team(api);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const form = (fields: Record<string, string>, file: Buffer) => {
  const b = `----s3test${Math.random().toString(16).slice(2)}`;
  const head = Object.entries(fields).map(
    ([name, value]) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      `${head.join('')}--${b}\r\nContent-Disposition: form-data; name="file"; filename="articles.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
};
const keys = async () => {
  const all: string[] = [];
  for await (const key of bucket.list()) all.push(key);
  return all;
};

t.test('an uploaded document lives in the bucket and downloads from it', async (t) => {
  t.equal(api.ctx.storage.location, 's3://app-files/prod/');
  const companyId = await approvedCorporate(api, org, 'Bucket Holding BV');
  const body = form({ company_id: companyId, documentType: 'kyc-aoi-5' }, PDF);
  const upload = await api.app.inject({
    method: 'POST',
    url: FILE_PATHS.uploadKycFile,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${org.maker.token}` },
  });
  t.equal(upload.statusCode, 200, upload.body);
  await approve(api, org.checker.token, upload.json().change_id);
  const [stored] = await keys();
  t.match(stored, /^kyc\/[^/]+\/.+/, 'under the plugin key layout');
  t.same(await bucket.get(stored!), PDF);
  t.notOk(existsSync(api.config.storageDir), 'nothing on the local disk');

  const slot = (await api.call(r.kycFilesInfo, { company_id: companyId }, org.maker.token)).body.kycFiles[0];
  const download = () =>
    api.app.inject({
      method: 'GET',
      url: FILE_PATHS.download(slot.file.id),
      headers: { authorization: `Bearer ${org.maker.token}` },
    });
  const dl = await download();
  t.equal(dl.statusCode, 200);
  t.same(dl.rawPayload, PDF);

  await bucket.delete(stored!);
  const gone = await download();
  t.equal(gone.statusCode, 404, 'a missing object is the 404 a missing file was');
  t.match(gone.json().message, /missing/);
});
