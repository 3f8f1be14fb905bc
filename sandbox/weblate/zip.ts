// A minimal zip writer (stored entries, no compression) for the component download: enough for unzip,
// Python's zipfile (wlc) and any archive tool, without a dependency in the sandbox.

/**
 * CRC-32 (the zip polynomial), computed here: zlib.crc32 is Node 20.15+, and the unit tests also run on
 * Node 20.9 (the extension host of VS Code 1.90, the oldest we claim).
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** DOS date/time of 2026-01-05 09:00, fixed so the archive is the same on every run. */
const DOS_TIME = (9 << 11) | (0 << 5);
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 5;

/** The fields both headers of an entry share, from "version needed" to the name's length. */
function describeEntry(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(0, at + 4); // stored
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14); // compressed
  header.writeUInt32LE(size, at + 18); // uncompressed
  header.writeUInt16LE(nameLength, at + 22);
}

export function zipArchive(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    describeEntry(local, 4, crc, data.length, fileName.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    describeEntry(central, 6, crc, data.length, fileName.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
