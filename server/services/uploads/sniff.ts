/**
 * What a file really is, from its bytes (magic numbers), never from its name
 * or the browser's MIME type. Office formats:
 * - OLE2 compound files (`D0 CF 11 E0 A1 B1 1A E1`) are doc, xls and ppt alike;
 *   telling them apart would mean walking the compound directory, and all
 *   three are accepted anyway, so the family is checked against the extension;
 * - Office Open XML files are ZIP archives: the central directory must list
 *   `[Content_Types].xml` and the part folder of the format (`word/`, `xl/`,
 *   `ppt/`). A ZIP without them (an archive, a jar, an apk) is not accepted.
 */
import { open } from 'node:fs/promises';

type SniffedKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'ole2' | 'docx' | 'xlsx' | 'pptx';

export interface SniffedType {
  kind: SniffedKind;
  /** Extensions this content may carry (lower case, no dot). */
  extensions: readonly string[];
}

const KINDS: Record<SniffedKind, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  tiff: ['tiff', 'tif'],
  ole2: ['doc', 'xls', 'ppt'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The MIME type recorded for an accepted extension. */
export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** Random access to the bytes: a buffer in memory or an open file. */
export interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return { size: buffer.length, read: async (position, length) => buffer.subarray(position, position + length) };
}

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
/** PDF readers accept the header anywhere in the first kilobyte (some scanners write a preamble). */
const PDF_HEADER_WINDOW = 1024;

export async function sniff(source: ByteSource): Promise<SniffedType | null> {
  const head = await source.read(0, Math.min(source.size, PDF_HEADER_WINDOW));
  const kind = ((): SniffedKind | 'zip' | null => {
    // Fixed signatures at offset 0 first, so a PNG that mentions «%PDF-» early stays a PNG.
    if (startsWith(head, PNG)) return 'png';
    if (startsWith(head, JPEG)) return 'jpeg';
    if (startsWith(head, TIFF_LE) || startsWith(head, TIFF_BE)) return 'tiff';
    if (startsWith(head, OLE2)) return 'ole2';
    if (startsWith(head, ZIP_LOCAL)) return 'zip';
    if (head.indexOf('%PDF-', 0, 'latin1') !== -1) return 'pdf';
    return null;
  })();
  if (kind === null) return null;
  if (kind !== 'zip') return { kind, extensions: KINDS[kind] };
  const names = await zipEntryNames(source);
  if (!names || !names.includes('[Content_Types].xml')) return null;
  const has = (prefix: string) => names.some((name) => name.startsWith(prefix));
  const office: SniffedKind | null = has('word/') ? 'docx' : has('xl/') ? 'xlsx' : has('ppt/') ? 'pptx' : null;
  return office ? { kind: office, extensions: KINDS[office] } : null;
}

/** Sniffs a file on disk, reading only its head and, for ZIP, its central directory. */
export async function sniffFile(filePath: string): Promise<SniffedType | null> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await sniff({
      size,
      async read(position, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
/** Office files of a few megabytes have central directories of kilobytes; refuse to read absurd ones. */
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

/**
 * Entry names from the ZIP central directory (end-of-central-directory record
 * found from the end, as unzip does), or null when the archive is malformed.
 */
async function zipEntryNames(source: ByteSource): Promise<string[] | null> {
  if (source.size < EOCD_MIN) return null;
  const tailLength = Math.min(source.size, EOCD_MIN + MAX_COMMENT);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  let eocd = -1;
  for (let index = tail.length - EOCD_MIN; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === EOCD_SIGNATURE) {
      eocd = index;
      break;
    }
  }
  if (eocd === -1) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 markers (0xFFFF / 0xFFFFFFFF) never occur in files under the upload limit.
  if (entries > MAX_ENTRIES || cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > tailStart + eocd) return null;
  const directory = await source.read(cdOffset, cdSize);
  if (directory.length !== cdSize) return null;
  const names: string[] = [];
  let position = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (position + 46 > directory.length || directory.readUInt32LE(position) !== CENTRAL_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const end = position + 46 + nameLength;
    if (end > directory.length) return null;
    names.push(directory.toString('utf8', position + 46, end));
    position = end + extraLength + commentLength;
  }
  return names;
}
