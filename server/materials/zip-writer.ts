/**
 * A ZIP archive written in one piece from entries held in memory (decision 0083): each entry
 * stored as it is or deflated, its CRC-32 from node:zlib's native `crc32`. A square 2048 px
 * material pack holds about 30 MB of PNGs; yazl checksums them in JavaScript (about 0.1 s of the
 * pack's 2 s budget, plus its stream), where the native checksum takes about a tenth of that.
 *
 * Plain ZIP (no ZIP64): an archive and each entry stay under 4 GiB, which a 4096 px pack (about
 * 130 MB) is far from; larger input is refused rather than written wrongly.
 */
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  /** Path inside the archive, `/`-separated, stored as UTF-8. */
  name: string;
  bytes: Uint8Array;
  /** Deflate the bytes (text); false stores them as they are (PNGs are compressed already). */
  compress: boolean;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 2.0 (deflate), made on Unix (so the external attributes carry a file mode). */
const VERSION_NEEDED = 20;
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
/** General purpose flag bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** A regular file, rw-rw-r--, in the high half of the external attributes. */
const FILE_ATTRIBUTES = (0o100664 << 16) >>> 0;
const LIMIT = 0xffffffff;

/** MS-DOS time and date fields of `when` (local fields of a UTC time: the archive names no zone). */
function dosDateTime(when: Date): { time: number; date: number } {
  const time = (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | (when.getUTCSeconds() >> 1);
  const date = ((when.getUTCFullYear() - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate();
  return { time, date };
}

interface SharedFields {
  method: number;
  time: number;
  date: number;
  checksum: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/** Version needed, flags, method, time, date, CRC-32, sizes and name length: 26 bytes from `at`. */
function writeSharedFields(buffer: Buffer, at: number, fields: SharedFields): void {
  buffer.writeUInt16LE(VERSION_NEEDED, at);
  buffer.writeUInt16LE(UTF8_NAMES, at + 2);
  buffer.writeUInt16LE(fields.method, at + 4);
  buffer.writeUInt16LE(fields.time, at + 6);
  buffer.writeUInt16LE(fields.date, at + 8);
  buffer.writeUInt32LE(fields.checksum, at + 10);
  buffer.writeUInt32LE(fields.compressedSize, at + 14);
  buffer.writeUInt32LE(fields.size, at + 18);
  buffer.writeUInt16LE(fields.nameLength, at + 22);
}

/** The archive of `entries`, in their order, every entry dated `modified`. */
export function writeZip(entries: readonly ZipEntry[], modified: Date): Buffer {
  const { time, date } = dosDateTime(modified);
  const parts: Uint8Array[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    if (entry.bytes.length >= LIMIT) throw new Error(`writeZip: ${entry.name} would pass the 4 GiB of a ZIP without ZIP64`);
    const data = entry.compress ? deflateRawSync(entry.bytes) : entry.bytes;
    if (offset + 30 + name.length + data.length >= LIMIT) throw new Error(`writeZip: ${entry.name} would pass the 4 GiB of a ZIP without ZIP64`);
    const checksum = crc32(entry.bytes);
    const method = entry.compress ? 8 : 0;

    // The local header and the central directory's entry share a run of fields (version needed
    // to name length); the central entry has "version made by" before it and more after it.
    const fields = { method, time, date, checksum, compressedSize: data.length, size: entry.bytes.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeSharedFields(local, 4, fields);
    // Extra field length at 28: none.
    parts.push(local, name, data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    writeSharedFields(header, 6, fields);
    // Extra field, comment, disk number and internal attributes: none (offsets 30 to 37 stay 0).
    header.writeUInt32LE(FILE_ATTRIBUTES, 38);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  if (offset + centralBytes.length >= LIMIT || entries.length > 0xffff) throw new Error("writeZip: the archive would pass what a ZIP without ZIP64 can hold");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}
