import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable } from 'node:stream';
import {
  checkedObject,
  HashingStream,
  hashOf,
  hexToBase64,
  normalizeKey,
  StorageNotFoundError,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket: '' or ending in '/'. */
  prefix: string;
  /** Another S3-compatible server (MinIO, Ceph, a test server); absent = AWS. */
  endpoint?: string;
  region: string;
  /** Both or neither: absent = the SDK's own chain (profile, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name (MinIO-like servers). */
  forcePathStyle: boolean;
  /** Bytes per multipart part (S3's minimum is 5 MiB except for the last part). */
  partSize?: number;
  /** Parts uploaded at once. */
  queueSize?: number;
}

const MIB = 1024 * 1024;
/** User metadata holding the whole object's SHA-256 (hex): S3's own checksum of a multipart object is per part. */
const SHA_META = 'sha256';

/**
 * The S3-compatible driver (ADR 0083). Writes carry a SHA-256 the server checks (whole body or each
 * part); the whole object's SHA-256 is kept in its metadata and checked again on every read.
 */
export class S3Storage implements Storage {
  readonly location: string;
  private readonly client: S3Client;
  private readonly partSize: number;
  private readonly queueSize: number;

  constructor(private readonly settings: S3Settings) {
    this.location = `s3://${settings.bucket}/${settings.prefix}`;
    this.partSize = Math.max(settings.partSize ?? 8 * MIB, 5 * MIB);
    this.queueSize = settings.queueSize ?? 4;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums are asked for explicitly (SHA-256, as headers): the SDK's default CRC32 trailers on
      // streamed bodies are not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return this.settings.prefix + normalizeKey(key);
  }

  async put(key: string, data: Buffer, options?: PutOptions): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const object = checkedObject(key, data, options);
    if (data.length > this.partSize) return this.multipart(key, Readable.from([data]), object.sha256);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key,
        Body: data,
        ContentLength: data.length,
        ChecksumSHA256: hexToBase64(object.sha256),
        Metadata: { [SHA_META]: object.sha256 },
      }),
    );
    return object;
  }

  async putStream(key: string, body: Readable, options?: PutOptions): Promise<StoredObject> {
    this.objectKey(key);
    // A stream that fits in one part is one PutObject with its checksum known before it is sent.
    const head: Buffer[] = [];
    let size = 0;
    const chunks = body[Symbol.asyncIterator]();
    for (let next = await chunks.next(); ; next = await chunks.next()) {
      if (next.done) return this.put(key, Buffer.concat(head), options);
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
      head.push(chunk);
      size += chunk.length;
      if (size > this.partSize) break;
    }
    const rest = Readable.from(
      (async function* () {
        yield* head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
      })(),
    );
    return this.multipart(key, rest, options?.sha256);
  }

  /** Multipart upload; a checksum known only at the end is written into the metadata by a copy onto itself. */
  private async multipart(key: string, body: Readable, expected?: string): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const hashing = new HashingStream(key, expected);
    pipeline(body, hashing, () => undefined); // errors reach the upload through `hashing`
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key,
        Body: hashing,
        ChecksumAlgorithm: 'SHA256',
        Metadata: expected ? { [SHA_META]: expected.toLowerCase() } : undefined,
      },
      partSize: this.partSize,
      queueSize: this.queueSize,
      // Aborted below instead: the library's own abort replaces the error that caused it by its own
      // when the server cannot abort (s3rver), hiding a checksum mismatch.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      const uploadId = (upload as unknown as { uploadId?: string }).uploadId;
      if (uploadId)
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key, UploadId: uploadId }))
          .catch(() => undefined);
      throw error;
    }
    if (!expected)
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.settings.bucket,
          Key,
          CopySource: `${this.settings.bucket}/${encodeURIComponent(Key).replaceAll('%2F', '/')}`,
          MetadataDirective: 'REPLACE',
          Metadata: { [SHA_META]: hashing.checksum },
        }),
      );
    return { size: hashing.bytesSeen, sha256: hashing.checksum };
  }

  async get(key: string): Promise<Buffer> {
    const { stream } = await this.stream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<{ stream: Readable; size: number }> {
    const out = await this.getObject(key);
    const body = out.Body as Readable;
    // Checked as it flows: a download of changed bytes ends in an error, never in a clean end.
    const hashing = new HashingStream(key, out.Metadata?.[SHA_META]);
    // pipeline, not pipe: a client that goes away mid-download releases the S3 connection too.
    pipeline(body, hashing, () => undefined);
    return { stream: hashing, size: out.ContentLength ?? 0 };
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      const sha256 = out.Metadata?.[SHA_META];
      if (sha256) return { size: out.ContentLength ?? 0, sha256 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Put there by something else, without our checksum: it is the bytes' own, read now.
    return hashOf(key, (await this.stream(key)).stream);
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const clean = prefix ? normalizeKey(prefix.replace(/\/+$/, '')) + (prefix.endsWith('/') ? '/' : '') : '';
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix + clean,
          ContinuationToken,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key.slice(this.settings.prefix.length);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  /** Closes the client's connections (CLI commands and tests end cleanly). */
  close(): void {
    this.client.destroy();
  }

  private async getObject(key: string): Promise<GetObjectCommandOutput> {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      throw isMissing(error) ? new StorageNotFoundError(key) : error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
