import { open } from 'node:fs/promises';

/** The first 8 bytes of every OLE2 compound file (the container of .doc, .ppt and .xls). */
const CFB_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;

/**
 * The names of the storages and streams in an OLE2 compound file (MS-CFB): "WordDocument" marks a Word 97-2003
 * document, "PowerPoint Document" a PowerPoint 97-2003 presentation. Reads only the header, the allocation
 * table and the directory, with every chain bounded by the file's size; null when the structure is broken.
 */
export async function compoundFileEntries(filePath: string): Promise<Set<string> | null> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(512);
    if ((await file.read(header, 0, 512, 0)).bytesRead < 512) return null;
    if (!header.subarray(0, 8).equals(CFB_SIGNATURE)) return null;
    if (header.readUInt16LE(28) !== 0xfffe) return null;
    const shift = header.readUInt16LE(30);
    if (shift !== 9 && shift !== 12) return null;
    const sectorSize = 1 << shift;
    const sectorCount = Math.ceil(size / sectorSize);
    const read = async (sector: number): Promise<Buffer | null> => {
      if (sector > MAX_REGULAR_SECTOR || sector >= sectorCount) return null;
      const buf = Buffer.alloc(sectorSize);
      const { bytesRead } = await file.read(buf, 0, sectorSize, (sector + 1) * sectorSize);
      return bytesRead === sectorSize ? buf : null;
    };

    // Where the allocation table lives: 109 sectors listed in the header, then a chain of DIFAT sectors.
    const fatCount = header.readUInt32LE(44);
    if (fatCount === 0 || fatCount > sectorCount) return null;
    const fatSectors: number[] = [];
    for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++)
      fatSectors.push(header.readUInt32LE(76 + i * 4));
    let difat = header.readUInt32LE(68);
    const perSector = sectorSize / 4;
    const seenDifat = new Set<number>();
    while (fatSectors.length < fatCount && difat !== END_OF_CHAIN) {
      if (seenDifat.has(difat)) return null;
      seenDifat.add(difat);
      const buf = await read(difat);
      if (!buf) return null;
      for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++)
        fatSectors.push(buf.readUInt32LE(i * 4));
      difat = buf.readUInt32LE(sectorSize - 4);
    }
    if (fatSectors.length < fatCount) return null;
    const fat: number[] = [];
    for (const sector of fatSectors) {
      const buf = await read(sector);
      if (!buf) return null;
      for (let i = 0; i < perSector; i++) fat.push(buf.readUInt32LE(i * 4));
    }

    // The directory: a chain of sectors of 128-byte entries, each named in UTF-16LE.
    const names = new Set<string>();
    const seen = new Set<number>();
    let sector = header.readUInt32LE(48);
    while (sector !== END_OF_CHAIN) {
      if (seen.has(sector) || seen.size >= sectorCount) return null;
      seen.add(sector);
      const buf = await read(sector);
      if (!buf) return null;
      for (let at = 0; at < sectorSize; at += DIRECTORY_ENTRY_BYTES) {
        const type = buf[at + 66];
        const length = buf.readUInt16LE(at + 64);
        if ((type === 1 || type === 2 || type === 5) && length >= 2 && length <= 64) {
          names.add(buf.toString('utf16le', at, at + length - 2));
        }
      }
      const next = fat[sector];
      if (next === undefined) return null;
      sector = next;
    }
    return names;
  } finally {
    await file.close();
  }
}
