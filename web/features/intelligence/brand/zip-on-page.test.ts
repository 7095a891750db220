import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zip } from './zip-on-page';

describe('zip on the page', () => {
  it('zips a sheet over 160 kB (where fflate would start a Worker) into an archive that unzips to it', () => {
    const sheet = `<sheetData>${'<row><c t="inlineStr"><is><t>Paris Saint-Germain FC</t></is></c></row>'.repeat(4000)}</sheetData>`;
    expect(sheet.length).toBeGreaterThan(160_000);
    let result: { error: unknown; archive: Uint8Array | null } | undefined;
    zip(
      { 'xl/worksheets/sheet1.xml': strToU8(sheet), '[Content_Types].xml': strToU8('<Types/>') },
      (error, archive) => {
        result = { error, archive };
      },
    );
    expect(result?.error).toBeNull();
    const files = unzipSync(result!.archive!);
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toBe(sheet);
    expect(strFromU8(files['[Content_Types].xml']!)).toBe('<Types/>');
  });

  it('hands an error to the callback instead of throwing', () => {
    let failure: unknown;
    // A name over 65,535 bytes cannot be stored in a zip.
    zip({ ['x'.repeat(70_000)]: strToU8('a') }, (error) => {
      failure = error;
    });
    expect(failure).toBeInstanceOf(Error);
  });
});
