// The S3-protocol server of the benchmark in a process of its own (its memory is not the driver's).
import { startS3TestServer } from '@app/core/testing';

const server = await startS3TestServer(['bench']);
process.stdout.write(`${JSON.stringify({ endpoint: server.endpoint })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
