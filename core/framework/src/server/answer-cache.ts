import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_COMPRESSION } from './security-headers.ts';

/** One JSON answer as the route sends it: its serialised bytes, and each encoding compressed once. */
interface StoredAnswer {
  json: Buffer;
  encoded: Map<'br' | 'gzip', Buffer>;
  bytes: number;
  /** False once trimmed (a request may still be sending it). */
  kept: boolean;
}

/**
 * Answers of expensive reads kept under a key that names everything they depend on, typically a
 * version kept by the database in the same transaction as every write (ADR 0054): the caller reads
 * the version first (one indexed row), so an entry is served only while nothing it was built from
 * has changed, and each replica checks for itself. Keeps the route's own serialisation (its response
 * schema) and compression (ADR 0048 levels), so a kept answer is byte for byte the computed one.
 * Bounded by bytes, least recently used first; concurrent misses of one key compute once.
 */
export class AnswerCache {
  private readonly entries = new Map<string, StoredAnswer>();
  private readonly computing = new Map<string, Promise<StoredAnswer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The answer under `key` (computed by `compute` and kept when missing), as the bytes to send. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<Buffer> {
    let stored = this.entries.get(key);
    if (stored) {
      this.entries.delete(key);
      this.entries.set(key, stored);
    } else {
      let pending = this.computing.get(key);
      if (!pending) {
        pending = compute().then((payload) => this.keep(key, Buffer.from(reply.serialize(payload) as string)));
        this.computing.set(key, pending);
        const forget = () => this.computing.delete(key);
        pending.then(forget, forget);
      }
      stored = await pending;
    }
    return this.encode(request, reply, stored);
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, json: Buffer): StoredAnswer {
    const stored: StoredAnswer = { json, encoded: new Map(), bytes: json.length, kept: true };
    this.entries.set(key, stored);
    this.bytes += stored.bytes;
    this.trim();
    return stored;
  }

  private trim(): void {
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.bytes -= old.bytes;
      old.kept = false;
    }
  }

  private encode(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer): Buffer {
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding =
      stored.json.length < API_COMPRESSION.threshold || request.headers['x-no-compression'] !== undefined
        ? null
        : negotiate(request.headers['accept-encoding']);
    if (!encoding) return stored.json;
    let body = stored.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(stored.json, API_COMPRESSION.brotliOptions)
          : gzipSync(stored.json, API_COMPRESSION.zlibOptions);
      stored.encoded.set(encoding, body);
      stored.bytes += body.length;
      if (stored.kept) {
        this.bytes += body.length;
        this.trim();
      }
    }
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    return body;
  }
}

/** The encoding the client accepts with the highest weight, brotli first on a tie (as the API's compression does). */
export function negotiate(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: 'br' | 'gzip' | null = null;
  let bestWeight = 0;
  for (const encoding of API_COMPRESSION.encodings) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
