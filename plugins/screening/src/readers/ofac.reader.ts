import { ListFormatError, type ListEntry, type ParsedList, type SourceFile } from '../engine/model.ts';
import { countryOrText } from './countries.ts';
import { baseName, buildAddress, clean, decodeText, parseCsv, pushName } from './util.ts';
import {
  ADD_COLUMNS,
  ALT_COLUMNS,
  applyFacts,
  checkCsv,
  COMMENTS_COLUMNS,
  entNum,
  KINDS,
  newEntry,
  parseRemarks,
  SDN_COLUMNS,
  splitOfacPersonName,
  splitPrograms,
} from './ofac.common.ts';
import { readOfacXml } from './ofac-xml.reader.ts';
import { readOfacAdvanced, xmlRootName } from './ofac-advanced.reader.ts';

/**
 * US Treasury OFAC SDN list.
 *
 * - Legacy CSV set (no header rows, '-0- ' = empty, CRLF, trailing \x1A): `sdn.csv` (required),
 *   `alt.csv` (aliases), `add.csv` (addresses), `sdn_comments.csv` (overflow of long Remarks).
 * - Legacy XML `sdn.xml` (sdnList/sdnEntry), used instead of the CSV set when given.
 * - SDN Advanced XML `sdn_advanced.xml` (root Sanctions), likewise; told apart by the root element.
 *
 * Ids are `ofac:<ent_num>` / `ofac:<uid>`.
 */

export { parseRemarks, splitOfacPersonName, splitPrograms } from './ofac.common.ts';
export { readOfacAdvanced, readOfacXml };

/** Reads the legacy CSV set. */
export function readOfacCsv(files: SourceFile[]): ParsedList {
  const byName = new Map(files.map((f) => [baseName(f.name), f]));
  const sdn = byName.get('sdn.csv');
  if (!sdn) throw new ListFormatError('OFAC: the required file sdn.csv is missing');
  const warnings: string[] = [];
  for (const f of files) {
    if (!['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'].includes(baseName(f.name)))
      warnings.push(`ignored file ${f.name}`);
  }

  const sdnText = decodeText(sdn, 'sdn.csv');
  // OFAC ends its files with a DOS end-of-file marker; without it completeness cannot be confirmed.
  if (!sdnText.trimEnd().endsWith('\x1a'))
    warnings.push('sdn.csv has no end-of-file marker (\\x1A): cannot confirm that the file is complete');
  const sdnCsv = parseCsv(sdnText, 'sdn.csv');
  checkCsv(sdnCsv, 'sdn.csv', SDN_COLUMNS);
  if (sdnCsv.rows.length === 0) throw new ListFormatError('sdn.csv: no entries');

  // Comments first: they continue the Remarks text.
  const extraRemarks = new Map<string, string>();
  const comments = byName.get('sdn_comments.csv');
  const entNums = new Set(sdnCsv.rows.map((r, i) => entNum(r[0], 'sdn.csv', sdnCsv.lines[i])));
  let skippedComments = 0;
  if (comments) {
    const c = parseCsv(decodeText(comments, 'sdn_comments.csv'), 'sdn_comments.csv');
    checkCsv(c, 'sdn_comments.csv', COMMENTS_COLUMNS);
    c.rows.forEach((r, i) => {
      const id = entNum(r[0], 'sdn_comments.csv', c.lines[i]);
      if (!entNums.has(id)) {
        skippedComments++;
        return;
      }
      extraRemarks.set(id, (extraRemarks.get(id) ?? '') + clean(r[1]));
    });
  } else warnings.push('sdn_comments.csv not given: long Remarks may be cut');

  const entries = new Map<string, ListEntry>();
  sdnCsv.rows.forEach((r, i) => {
    const num = entNum(r[0], 'sdn.csv', sdnCsv.lines[i]);
    const id = `ofac:${num}`;
    if (entries.has(id)) throw new ListFormatError(`sdn.csv: line ${sdnCsv.lines[i]}: duplicate ent_num ${num}`);
    const type = clean(r[2]).toLowerCase();
    let kind = KINDS[type];
    if (!kind) {
      kind = 'other';
      warnings.push(`ofac:${num}: unknown SDN_Type '${type}'`);
    }
    const name = clean(r[1]);
    if (!name) throw new ListFormatError(`sdn.csv: line ${sdnCsv.lines[i]}: empty SDN_Name`);
    const e = newEntry(id, kind);
    e.names.push({ full: name, strength: 'primary', ...(kind === 'person' ? splitOfacPersonName(name) : {}) });
    e.programs = splitPrograms(clean(r[3]));
    const title = clean(r[4]);
    if (title) e.remarks.push(`Title: ${title}`);
    const vessel: string[] = [];
    const callSign = clean(r[5]);
    if (callSign) {
      vessel.push(`Call Sign ${callSign}`);
      e.identifiers.push({ type: 'Call Sign', number: callSign });
    }
    if (clean(r[6])) vessel.push(`Vessel Type ${clean(r[6])}`);
    if (clean(r[7])) vessel.push(`Tonnage ${clean(r[7])}`);
    if (clean(r[8])) vessel.push(`GRT ${clean(r[8])}`);
    if (clean(r[9])) vessel.push(`Flag ${clean(r[9])}`);
    if (clean(r[10])) vessel.push(`Vessel Owner ${clean(r[10])}`);
    if (vessel.length) e.remarks.push(vessel.join('; '));
    const remarks = clean(r[11]) + (extraRemarks.get(num) ?? '');
    if (remarks) {
      e.remarks.push(remarks);
      applyFacts(e, parseRemarks(remarks));
    }
    entries.set(id, e);
  });

  const alt = byName.get('alt.csv');
  if (alt) {
    const a = parseCsv(decodeText(alt, 'alt.csv'), 'alt.csv');
    checkCsv(a, 'alt.csv', ALT_COLUMNS);
    let skipped = 0;
    a.rows.forEach((r, i) => {
      const e = entries.get(`ofac:${entNum(r[0], 'alt.csv', a.lines[i])}`);
      if (!e) {
        skipped++;
        return;
      }
      const name = clean(r[3]);
      if (!name) return;
      const type = clean(r[2]).toLowerCase();
      if (type && !['aka', 'fka', 'nka'].includes(type))
        warnings.push(`alt.csv line ${a.lines[i]}: unknown alt_type '${type}'`);
      pushName(e.names, { full: name, strength: 'strong', ...(e.kind === 'person' ? splitOfacPersonName(name) : {}) });
    });
    if (skipped) warnings.push(`skipped ${skipped} alt.csv rows of unknown ent_num`);
  } else warnings.push('alt.csv not given: no strong aliases');

  const add = byName.get('add.csv');
  if (add) {
    const a = parseCsv(decodeText(add, 'add.csv'), 'add.csv');
    checkCsv(a, 'add.csv', ADD_COLUMNS);
    let skipped = 0;
    a.rows.forEach((r, i) => {
      const e = entries.get(`ofac:${entNum(r[0], 'add.csv', a.lines[i])}`);
      if (!e) {
        skipped++;
        return;
      }
      const street = clean(r[2]);
      const city = clean(r[3]);
      const countryText = clean(r[4]);
      const remarks = clean(r[5]);
      const addr = buildAddress({
        street,
        city,
        countryText,
        country: countryText ? countryOrText(countryText) : undefined,
      });
      if (!addr) return;
      if (remarks) addr.text = `${addr.text} (${remarks})`;
      e.addresses.push(addr);
    });
    if (skipped) warnings.push(`skipped ${skipped} add.csv rows of unknown ent_num`);
  } else warnings.push('add.csv not given: no addresses');
  if (skippedComments) warnings.push(`skipped ${skippedComments} sdn_comments.csv rows of unknown ent_num`);

  return { source: 'ofac', entries: [...entries.values()], warnings };
}

/** OFAC: an XML file when given (root sdnList: legacy, root Sanctions: SDN Advanced), else the CSV set (sdn.csv required). */
export function readOfac(files: SourceFile[]): ParsedList {
  const xml = files.find((f) => baseName(f.name).endsWith('.xml'));
  if (xml && !files.some((f) => baseName(f.name) === 'sdn.csv')) {
    const root = xmlRootName(xml);
    if (root && root !== 'sdnList' && root !== 'Sanctions') {
      throw new ListFormatError(
        `${xml.name}: unrecognised OFAC XML (root element ${root}; expected sdnList for sdn.xml or Sanctions for sdn_advanced.xml)`,
      );
    }
    const list = root === 'Sanctions' ? readOfacAdvanced(xml) : readOfacXml(xml);
    for (const f of files) if (f !== xml) list.warnings.push(`ignored file ${f.name}`);
    return list;
  }
  return readOfacCsv(files);
}
