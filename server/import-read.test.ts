import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  DESK_IMPORT_MAX_CELL_CHARS,
  DESK_IMPORT_MAX_COLUMNS,
  DESK_IMPORT_MAX_ROWS,
} from '../core/contract/desk';
import { checkRows, ImportFileError, parseImportFile } from './import-read';

/** A zip of these parts (deflated), as a spreadsheet application writes a workbook. */
function zip(parts: Record<string, string>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const raw = Buffer.from(text, 'utf8');
    const data = deflateRawSync(raw, { level: 1 });
    const fileName = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(raw), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(raw.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(raw), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, fileName, data);
    central.push(entry, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** A one-sheet workbook whose sheet data is this XML (cells as inline strings). */
const workbook = (sheetData: string) =>
  zip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Brands" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
  });
const text = (ref: string, value: string, padding = '') =>
  `<c r="${ref}"${padding} t="inlineStr"><is><t>${value}</t></is></c>`;
const brandRows = `<row r="1">${text('A1', 'name')}${text('B1', 'industry')}</row><row r="2">${text('A2', 'Northwind')}${text('B2', 'Retail')}</row>`;

const refusal = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
};

describe('the bounds of an import file', () => {
  it('reads a workbook written by hand, the way the bound checks see it', async () => {
    expect(await parseImportFile('b.xlsx', workbook(brandRows))).toEqual({
      brands: [{ name: 'Northwind', industry: 'Retail' }],
    });
  });

  it('refuses a small workbook of whitespace inside a tag at once, before the reader sees it', async () => {
    // 300,000 spaces deflate to about 1 KB; the spreadsheet reader took 43 s over this one tag.
    const book = workbook(
      `<row r="1">${text('A1', 'name')}${text('B1', 'industry')}</row><row r="2">${text('A2', 'Northwind', ' '.repeat(300_000))}${text('B2', 'Retail')}</row>`,
    );
    expect(book.length).toBeLessThan(20_000);
    const error = await refusal(parseImportFile('ws.xlsx', book));
    expect(error.status).toBe(400);
    expect(error.message).toContain('a tag longer than 10,000 characters');
  });

  it('refuses a workbook whose sheet names a far cell, without building the empty rows and columns', async () => {
    const error = await refusal(
      parseImportFile('far.xlsx', workbook(`${brandRows}<row r="1048576">${text('XFD1048576', 'x')}</row>`)),
    );
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/^A sheet of the workbook spans [\d,]+ cells .* at most 4,000,000\./);
  });

  it('stops unpacking a workbook at 64 MB of XML', async () => {
    const error = await refusal(
      parseImportFile('big.xlsx', workbook(`${brandRows}${'<row/>'.repeat(12_000_000)}`)),
    );
    expect(error.status).toBe(413);
    expect(error.message).toContain('unpacks to more than 64 MB');
  });

  it('refuses a file over the row, column or cell bounds, naming the bound', async () => {
    const rows = (n: number) =>
      Buffer.from(`name,industry\n${Array.from({ length: n }, (_, i) => `Brand ${i},Retail`).join('\n')}\n`);
    expect((await parseImportFile('ok.csv', rows(DESK_IMPORT_MAX_ROWS))).brands).toHaveLength(
      DESK_IMPORT_MAX_ROWS,
    );
    const many = await refusal(parseImportFile('many.csv', rows(DESK_IMPORT_MAX_ROWS + 1)));
    expect([many.status, many.message]).toEqual([
      413,
      'The file has more than 100,000 rows, the most one import takes. Split it into smaller files.',
    ]);
    const json = JSON.stringify({
      brands: Array.from({ length: 60_000 }, () => ({ name: 'B', industry: 'Retail' })),
      athletes: Array.from({ length: 60_000 }, () => ({ fullName: 'A', sport: 'Golf' })),
    });
    expect((await refusal(parseImportFile('many.json', Buffer.from(json)))).status).toBe(413);

    const header = [
      'name',
      'industry',
      ...Array.from({ length: DESK_IMPORT_MAX_COLUMNS - 1 }, (_, i) => `c${i}`),
    ];
    const wide = await refusal(parseImportFile('wide.csv', Buffer.from(`${header.join(',')}\n`)));
    expect(wide.message).toBe('The file has 41 columns; an import reads at most 40.');

    const long = await refusal(
      parseImportFile(
        'long.csv',
        Buffer.from(
          `name,industry,notes\nA,Retail,x\nB,Retail,${'y'.repeat(DESK_IMPORT_MAX_CELL_CHARS + 1)}\n`,
        ),
      ),
    );
    expect([long.status, long.message]).toEqual([
      400,
      'Row 2 of brands, column "notes": a cell holds at most 2,000 characters.',
    ]);
  });
});

describe('checking rows', () => {
  it('gives each valid row the id it is written under, and each invalid row its reasons', () => {
    const checked = checkRows({
      brands: [{ name: 'Northwind Outfitters', industry: 'Retail' }, { industry: 'Retail' }],
      partnerships: [{ brand: 'Northwind', partner: 'Leeds Rhinos', type: 'Kit supplier' }],
    });
    expect(checked.map((c) => [c.result.kind, c.result.row, c.result.ok, c.id])).toEqual([
      ['brands', 1, true, 'import-northwind-outfitters'],
      ['brands', 2, false, null],
      ['partnerships', 1, true, 'import-northwind--leeds-rhinos--kit-supplier'],
    ]);
    expect(checked[1]!.result.reason).toBe('name is required');
  });
});
