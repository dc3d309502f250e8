import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3.ts';

export interface S3TestServer {
  endpoint: string;
  /** Where the server keeps its objects (tests reach behind it to change stored bytes). */
  directory: string;
  /** Driver settings for one of the server's buckets. */
  settings(bucket: string, prefix?: string, extra?: Partial<S3Settings>): S3Settings;
  /** The variables the app reads (STORAGE_URL excepted). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, over HTTP on loopback) for tests and benchmarks: the S3 driver
 * is exercised through the SDK against it, never against a mock of the SDK (ADR 0083).
 */
export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its fixed key pair.
  const env = {
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    endpoint,
    directory,
    env,
    settings: (bucket, prefix = '', extra = {}) => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      ...extra,
    }),
    async close() {
      // Idle keep-alive sockets of SDK clients would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
