import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);
/** Deflate level: 1 compresses goAML XML about as well as 6 (within ~2%) at ~9x the speed. */
const LEVEL = 1;

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
}

/**
 * A minimal ZIP writer (deflate, no ZIP64: entries and archive under 4 GiB): each entry is
 * compressed by Node's zlib on the libuv thread pool, so the converter's thread keeps working.
 */
export class ZipWriter {
  private readonly out: WriteStream;
  private readonly entries: Entry[] = [];
  private offset = 0;

  constructor(path: string) {
    this.out = createWriteStream(path);
  }

  private write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    return new Promise((resolve, reject) => this.out.write(chunk, (err) => (err ? reject(err) : resolve())));
  }

  async add(name: string, data: Buffer): Promise<void> {
    await this.entry(name, await deflateRaw(data, { level: LEVEL }), zlib.crc32(data) >>> 0, data.length);
  }

  /** Adds a file from disk, streamed through zlib: only its compressed bytes are held (XML compresses ~50x). */
  async addFile(name: string, file: string): Promise<void> {
    let crc = 0;
    let size = 0;
    const compressed: Buffer[] = [];
    const source = createReadStream(file, { highWaterMark: 1024 * 1024 });
    source.on('data', (chunk) => {
      crc = zlib.crc32(chunk as Buffer, crc);
      size += chunk.length;
    });
    // a sink function, so the pipeline ends after the last compressed byte (not at the deflater's 'finish')
    await pipeline(source, zlib.createDeflateRaw({ level: LEVEL }), async (out: AsyncIterable<Buffer>) => {
      for await (const chunk of out) compressed.push(chunk);
    });
    await this.entry(name, Buffer.concat(compressed), crc >>> 0, size);
  }

  private async entry(name: string, compressed: Buffer, crc: number, size: number): Promise<void> {
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      crc,
      size,
      compressed: compressed.length,
      offset: this.offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0x21, 12); // 1980-01-01: fixed, so the same input gives the same archive
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressed, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    this.entries.push(entry);
    await this.write(Buffer.concat([header, entry.name]));
    await this.write(compressed);
  }

  async close(): Promise<number> {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(0x0800, 8);
      c.writeUInt16LE(8, 10);
      c.writeUInt16LE(0, 12);
      c.writeUInt16LE(0x21, 14);
      c.writeUInt32LE(e.crc, 16);
      c.writeUInt32LE(e.compressed, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([c, e.name]));
    }
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await new Promise<void>((resolve, reject) => this.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    return this.offset;
  }
}
