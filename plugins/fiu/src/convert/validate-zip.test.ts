import { unzipSync } from 'fflate';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import t from 'tap';
import { suggestMapping } from '../shared/fields.ts';
import { CODES, EXPORT_HEADER, exportLine, userInfoOf } from '../testing/index.ts';
import { convertRecords, mapRows } from './pipeline.ts';
import { xsdPath } from './schemas.ts';
import { csvRows } from './sources.ts';
import { validateXmlFile, xmllintBinary, type XsdValidator } from './xsd.ts';
import { ZipWriter } from './zip.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const schema = 'unodc-5.0.1' as const;
// CI installs libxml2-utils (.ci/run); elsewhere a missing binary skips the native half only.
const validators: XsdValidator[] = xmllintBinary() || process.env.CI ? ['xmllint', 'wasm'] : ['wasm'];

async function convertWith(validator: XsdValidator, lines: number, maxPartBytes: number) {
  const previous = process.env.GOAML_XSD_VALIDATOR;
  process.env.GOAML_XSD_VALIDATOR = validator;
  try {
    const csv = [EXPORT_HEADER, ...Array.from({ length: lines }, (_, i) => exportLine(i + 1, schema))].join('\r\n');
    return await convertRecords(
      mapRows(csvRows(Readable.from([Buffer.from(csv)])), suggestMapping(EXPORT_HEADER.split(','))),
      {
        schema,
        reportCode: CODES[schema].reportCode,
        indicators: [CODES[schema].indicator],
        currencyLocal: CODES[schema].currency,
        user: userInfoOf(),
        reference: 'rep1',
        workDir: await mkdtemp(path.join(os.tmpdir(), 'fiu-test-')),
        maxPartBytes,
        now: NOW,
      },
    );
  } finally {
    if (previous === undefined) delete process.env.GOAML_XSD_VALIDATOR;
    else process.env.GOAML_XSD_VALIDATOR = previous;
  }
}

t.test('both libxml2 validators accept a converted part and list the errors of a broken one', async (t) => {
  const result = await convertWith('wasm', 5, 1024 * 1024);
  const good = result.output!.path;
  const dir = path.dirname(good);
  const xml = readFileSync(good, 'utf8');
  const bad = path.join(dir, 'bad.xml');
  writeFileSync(bad, xml.replace(/<amount_local>[^<]+<\/amount_local>/, '<amount_local>lots</amount_local>'));
  for (const validator of validators) {
    t.same(
      await validateXmlFile(good, xsdPath(schema), validator),
      { valid: true, errors: [] },
      `${validator}: valid part`,
    );
    const v = await validateXmlFile(bad, xsdPath(schema), validator);
    t.equal(v.valid, false, `${validator}: broken part refused`);
    t.match(v.errors.join('\n'), /amount_local/, `${validator}: the error names the element`);
    t.notMatch(v.errors.join('\n'), dir, `${validator}: no server path in the messages`);
  }
});

t.test('the validator does not change the report: same bytes with native xmllint and with xmllint-wasm', async (t) => {
  const outputs: Buffer[] = [];
  for (const validator of validators)
    outputs.push(readFileSync((await convertWith(validator, 40, 16 * 1024)).output!.path));
  t.ok(
    outputs.every((o) => o.equals(outputs[0]!)),
    `${validators.join(' = ')}`,
  );
});

t.test('a ZIP entry streamed from a multi-MB file round-trips byte for byte', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fiu-zip-'));
  const files = [3, 0.01, 5].map((mb, i) => {
    const file = path.join(dir, `part-${i}.xml`);
    const line = (n: number) =>
      `<transaction><transactionnumber>TX-${n}</transactionnumber><amount_local>${(n * 7919) % 100000}.${n % 100}</amount_local></transaction>\n`;
    const chunks: string[] = [];
    let size = 0;
    for (let n = 0; size < mb * 1024 * 1024; n++) size += chunks[chunks.push(line(n + i * 1e6)) - 1]!.length;
    writeFileSync(file, chunks.join(''));
    return file;
  });
  const zip = new ZipWriter(path.join(dir, 'out.zip'));
  for (const file of files) await zip.addFile(path.basename(file), file);
  const bytes = await zip.close();
  const data = readFileSync(path.join(dir, 'out.zip'));
  t.equal(bytes, data.length);
  const entries = unzipSync(new Uint8Array(data));
  t.same(
    Object.keys(entries),
    files.map((f) => path.basename(f)),
  );
  for (const file of files)
    t.ok(Buffer.from(entries[path.basename(file)]!).equals(readFileSync(file)), `${path.basename(file)} intact`);
});
