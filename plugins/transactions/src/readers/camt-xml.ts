import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * The streaming half of the camt reader: a SAX pass (saxes) over the file that keeps only one
 * entry's subtree (`Ntry`) and its statement's account (`Acct`) in memory at a time, so a
 * 100,000-entry statement reads in flat memory. Everything else (balances, summaries, the group
 * header) is skipped unread. Element names are local names: the message version lives only in the
 * namespace, and any prefix a bank uses (`<ns2:Document>`) is ignored. The parser runs without its
 * namespace mode (a third of its time): only the Document's namespace matters, and it is resolved
 * here from the `xmlns` declarations on the Document and the envelope elements around it.
 */

/** A captured element: local name, the `Ccy` attribute (the only one camt amounts need), text, children. */
export interface XmlNode {
  name: string;
  ccy?: string;
  text: string;
  children: XmlNode[];
}

export type CamtMessageType = 'camt.052' | 'camt.053' | 'camt.054';
export interface CamtMessage {
  type: CamtMessageType;
  /** e.g. `001.08` */
  version: string;
}

/** One `Stmt` (camt.053), `Rpt` (camt.052) or `Ntfctn` (camt.054), filled as the parser passes its header. */
export interface CamtContainer {
  /** `Stmt[2]`: the first segment of every error column path. */
  path: string;
  /** `Stmt/Id` */
  id: string | null;
  acct: XmlNode | null;
  /** Entries seen so far in this container. */
  entries: number;
}

export type CamtEvent =
  | { type: 'message'; message: CamtMessage }
  /** `index`: entry number in the file (1-based); `position`: its number in its container. */
  | { type: 'entry'; container: CamtContainer; index: number; position: number; node: XmlNode };

/** The whole file is not a supported camt message (or not XML): nothing in it can be read. */
export class CamtFormatError extends Error {
  override name = 'CamtFormatError';
}

/** Message element and entry container of each supported message (ISO 20022 message definitions). */
const MESSAGES: Record<CamtMessageType, { root: string; container: string }> = {
  'camt.052': { root: 'BkToCstmrAcctRpt', container: 'Rpt' },
  'camt.053': { root: 'BkToCstmrStmt', container: 'Stmt' },
  'camt.054': { root: 'BkToCstmrDbtCdtNtfctn', container: 'Ntfctn' },
};
const ISO_NS = 'urn:iso:std:iso:20022:tech:xsd:';
/** 001.02 (2009, still the German DK and many EU banks' version) up to 001.13 (2023). */
const MIN_VERSION = 2;
const MAX_VERSION = 13;

/** Which camt message a `Document` namespace names; anything else is refused by name. */
export function messageOf(uri: string): CamtMessage {
  if (!uri) {
    throw new CamtFormatError(
      'the Document element has no namespace: expected urn:iso:std:iso:20022:tech:xsd:camt.053.001.NN',
    );
  }
  const m = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[234])\.001\.(\d{2})$/.exec(uri);
  if (!m) {
    const name = uri.startsWith(ISO_NS) ? uri.slice(ISO_NS.length) : uri;
    throw new CamtFormatError(
      `${name} is not a bank statement: only camt.053 (statement), camt.052 (account report) and camt.054 (debit/credit notification) are read`,
    );
  }
  const n = Number(m[2]);
  if (n < MIN_VERSION || n > MAX_VERSION) {
    throw new CamtFormatError(`${m[1]}.001.${m[2]} is not supported: versions 001.02 to 001.13 are read`);
  }
  return { type: m[1] as CamtMessageType, version: `001.${m[2]}` };
}

/**
 * The text decoder for the file's declared encoding. ISO 20022 mandates UTF-8; a file that declares
 * another encoding (some older exports say ISO-8859-1) is decoded as declared, never guessed, and
 * `fatal` makes bytes that are not valid in it an error instead of silent U+FFFD replacements.
 */
function decoderFor(head: Uint8Array): TextDecoder {
  const prolog = Buffer.from(head.subarray(0, 200)).toString('latin1');
  const declared = /^(?:\uFEFF|ï»¿)?<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(prolog)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8', { fatal: true });
  } catch {
    throw new CamtFormatError(`unknown encoding "${declared}" in the XML declaration (camt files are UTF-8)`);
  }
}

/** Streams the entries of a camt file, one event per `Ntry`, after one `message` event. */
export async function* camtEvents(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<CamtEvent> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const out: CamtEvent[] = [];
  let depth = 0;
  let docDepth = -1; // depth of the camt Document element, -1 until it is seen
  let message: CamtMessage | null = null;
  let shape = MESSAGES['camt.053'];
  let containers = 0;
  let container: CamtContainer | null = null;
  let entries = 0;
  const stack: XmlNode[] = []; // the subtree being captured (Id, Acct or Ntry), innermost last
  const scopes: Record<string, string>[] = []; // xmlns declarations of the open elements, until the Document

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    if (stack.length > 0) {
      const node = nodeOf(tag);
      stack[stack.length - 1]!.children.push(node);
      stack.push(node);
      return;
    }
    const local = localName(tag.name);
    if (!message) {
      scopes.push(tag.attributes);
      // Envelopes (a bank's own wrapper, a business application header) before the Document are skipped.
      if (local !== 'Document') return;
      const prefix = tag.name.length > local.length ? tag.name.slice(0, -local.length - 1) : '';
      const key = prefix ? `xmlns:${prefix}` : 'xmlns';
      message = messageOf(scopes.findLast((s) => key in s)?.[key] ?? '');
      shape = MESSAGES[message.type];
      docDepth = depth;
      out.push({ type: 'message', message });
      return;
    }
    const level = depth - docDepth;
    if (level === 1 && local !== shape.root) {
      throw new CamtFormatError(`${message.type} Document holds <${local}>, expected <${shape.root}>`);
    }
    if (level === 2 && local === shape.container) {
      container = { path: `${shape.container}[${++containers}]`, id: null, acct: null, entries: 0 };
    } else if (level === 3 && container && (local === 'Id' || local === 'Acct' || local === 'Ntry')) {
      stack.push(nodeOf(tag));
    }
  });
  const onText = (text: string) => {
    const node = stack[stack.length - 1];
    // Only leaves carry data in camt (no mixed content): whitespace between child elements is dropped.
    if (node && node.children.length === 0) node.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (stack.length > 0) {
      const node = stack.pop()!;
      if (stack.length === 0 && container) {
        if (node.name === 'Id') container.id = node.text.trim();
        else if (node.name === 'Acct') container.acct = node;
        else out.push({ type: 'entry', container, index: ++entries, position: ++container.entries, node });
      }
    }
    if (depth === docDepth && message) docDepth = Number.POSITIVE_INFINITY; // after the Document: nothing more is read
    if (!message) scopes.pop();
    depth--;
  });

  let decoder: TextDecoder | null = null;
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (err) {
      if (err instanceof CamtFormatError) throw err;
      throw new CamtFormatError(`not well-formed XML: ${(err as Error).message}`);
    }
  };
  let head: Buffer | null = Buffer.alloc(0); // the first bytes, until the XML declaration can be read
  for await (const chunk of source) {
    if (typeof chunk === 'string') feed(chunk);
    else if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 256) continue;
      decoder = decoderFor(head);
      feed(decode(decoder, head, true));
      head = null;
    } else feed(decode(decoder!, chunk, true));
    if (out.length > 0) yield* out.splice(0);
  }
  if (head?.length) decoder = decoderFor(head);
  if (decoder) feed(decode(decoder, head ?? new Uint8Array(0), false));
  try {
    parser.close();
  } catch (err) {
    throw new CamtFormatError(`not well-formed XML: ${(err as Error).message}`);
  }
  if (out.length > 0) yield* out.splice(0);
  if (!message) throw new CamtFormatError('no ISO 20022 Document element: not a camt.052/053/054 file');
}

function decode(decoder: TextDecoder, bytes: Uint8Array, stream: boolean): string {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw new CamtFormatError(`the file is not valid ${decoder.encoding} text`);
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function nodeOf(tag: SaxesTagPlain): XmlNode {
  const ccy = tag.attributes['Ccy'];
  const name = localName(tag.name);
  return ccy === undefined ? { name, text: '', children: [] } : { name, ccy, text: '', children: [] };
}

// --- reading a captured subtree -------------------------------------------------------------

/** The first descendant along `names` (one child name per level), if any. */
export function get(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let at = node;
  for (const name of names) {
    if (!at) return undefined;
    at = at.children.find((c) => c.name === name);
  }
  return at;
}

/** The trimmed text at `names`, or undefined when the element is absent or empty. */
export function text(node: XmlNode | undefined, ...names: string[]): string | undefined {
  const t = get(node, ...names)?.text.trim();
  return t ? t : undefined;
}

/** Every child of `node` named `name`. */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}
