// Bounds of an Excel workbook, checked on the archive before the spreadsheet reader sees it.
// A workbook is a zip of XML parts. A few KB can unpack to a lot of XML, and the reader slows
// down more than linearly on very long tags (a 15 KB workbook of whitespace took 86 s), and
// builds every row and column up to the farthest cell a sheet names. So: the unpacked XML is
// capped (inflating stops at the cap), no tag may be longer than a real workbook's, and a
// worksheet may span at most DESK_IMPORT_MAX_SHEET_CELLS cells.
import { inflateRawSync } from 'node:zlib';
import { DESK_IMPORT_MAX_SHEET_CELLS } from '../core/contract/desk';
import { ImportFileError } from './import-file-error';

/** The XML one workbook may unpack to, all parts together. */
export const XLSX_MAX_XML_BYTES = 64 * 1024 * 1024;
/** The longest tag (attributes included) a part may hold; real ones stay under a few hundred. */
export const XLSX_MAX_TAG_CHARS = 10_000;

const unreadable = () =>
  new ImportFileError('The file is not an Excel workbook (.xlsx) this import can read.');
const count = (n: number) => n.toLocaleString('en-GB');

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a zip's central directory (no zip64: a workbook under 5 MB never needs it). */
function entries(zip: Buffer): Entry[] {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const total = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const list: Entry[] = [];
  for (let n = 0; n < total; n++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== 0x02014b50) throw unreadable();
    const nameLength = zip.readUInt16LE(p + 28);
    list.push({
      method: zip.readUInt16LE(p + 10),
      compressedSize: zip.readUInt32LE(p + 20),
      localOffset: zip.readUInt32LE(p + 42),
      name: zip.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return list;
}

/** One entry's bytes, inflated to at most `budget` bytes. */
function unpack(zip: Buffer, entry: Entry, budget: number): Buffer {
  const p = entry.localOffset;
  if (p + 30 > zip.length || zip.readUInt32LE(p) !== 0x04034b50) throw unreadable();
  const start = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > budget) throw tooMuchXml();
    return data;
  }
  if (entry.method !== 8) throw unreadable();
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooMuchXml();
    throw unreadable();
  }
}

const tooMuchXml = () =>
  new ImportFileError(
    `The workbook unpacks to more than ${XLSX_MAX_XML_BYTES / (1024 * 1024)} MB of data, more than one import reads. Split it into smaller files, or save it as CSV.`,
    413,
  );

/** The longest tag in a part, found in one pass. */
function longestTag(xml: string): number {
  let longest = 0;
  let open = xml.indexOf('<');
  while (open !== -1) {
    const close = xml.indexOf('>', open);
    if (close === -1) return xml.length - open;
    longest = Math.max(longest, close - open);
    open = xml.indexOf('<', close);
  }
  return longest;
}

/** Column letters to a number: A = 1, Z = 26, AA = 27. */
const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** The cells a worksheet makes the reader build: every row and column up to the farthest it names. */
function sheetSpan(xml: string): { cells: number; span: number } {
  let cells = 0;
  let rows = 0;
  let lastRow = 0;
  let lastColumn = 1;
  for (const m of xml.matchAll(/<(c|row)(?=[\s/>])([^>]*)>/g)) {
    const ref = /\br="([^"]*)"/.exec(m[2] ?? '')?.[1];
    if (m[1] === 'row') {
      rows++;
      lastRow = Math.max(lastRow, Number(ref) || 0);
      continue;
    }
    cells++;
    const at = ref ? /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref) : null;
    if (at) {
      lastColumn = Math.max(lastColumn, columnNumber(at[1]!));
      lastRow = Math.max(lastRow, Number(at[2]));
    }
  }
  return { cells, span: Math.max(rows, lastRow) * lastColumn };
}

/**
 * Refuses a workbook over the bounds (413) or one that is not a zip of XML parts (400), unpacking
 * only the XML parts the reader would read, and never past XLSX_MAX_XML_BYTES.
 */
export function checkWorkbook(zip: Buffer): void {
  let budget = XLSX_MAX_XML_BYTES;
  for (const entry of entries(zip)) {
    if (!entry.name.endsWith('.xml') && !entry.name.endsWith('.rels')) continue;
    const bytes = unpack(zip, entry, budget);
    budget -= bytes.length;
    const xml = bytes.toString('utf8');
    if (longestTag(xml) > XLSX_MAX_TAG_CHARS)
      throw new ImportFileError(
        `The workbook has a tag longer than ${count(XLSX_MAX_TAG_CHARS)} characters (in ${entry.name.slice(0, 80)}), which no spreadsheet writes. Save it again from a spreadsheet application, or as CSV.`,
      );
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) {
      const { cells, span } = sheetSpan(xml);
      if (Math.max(cells, span) > DESK_IMPORT_MAX_SHEET_CELLS)
        throw new ImportFileError(
          `A sheet of the workbook spans ${count(Math.max(cells, span))} cells (rows times columns, blank ones included); an import reads at most ${count(DESK_IMPORT_MAX_SHEET_CELLS)}. Delete the unused rows and columns, or save it as CSV.`,
          413,
        );
    }
  }
}
