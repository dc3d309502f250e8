/**
 * The replica test's S3 server in a process of its own (s3rver), so its work never queues behind
 * the test's load client: prints the variables the app reads as one JSON line. The cluster kills it;
 * its objects live under TMPDIR, the cluster's folder, and go with it.
 */
import { startS3TestServer } from '@app/core/testing';

const server = await startS3TestServer([process.argv[2] ?? 'replica']);
process.stdout.write(`${JSON.stringify(server.env)}\n`);
