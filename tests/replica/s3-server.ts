/**
 * The replica test's S3 server in a process of its own (s3rver), so its work never queues behind
 * the test's load client: prints the variables the app reads as one JSON line, stops on SIGTERM.
 */
import { startS3TestServer } from '@app/core/testing';

const server = await startS3TestServer([process.argv[2] ?? 'replica']);
process.stdout.write(`${JSON.stringify(server.env)}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
