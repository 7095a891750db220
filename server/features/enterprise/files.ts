import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import writeXlsxFile from 'write-excel-file/node';
import { csvText } from '../../../core/format/csv';
import { cellText } from '../../../core/report/export';
import type { ExportFormat, ExportSection } from '../../../core/widgets/exports';

export interface ExportMeta {
  title: string;
  brand: string;
  from: string;
  to: string;
  generatedAt: Date;
  notice: string;
}

export const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/** The file of an export in its format. Every format holds the same sections and rows. */
export async function encodeExport(
  format: ExportFormat,
  sections: ExportSection[],
  meta: ExportMeta,
): Promise<Buffer> {
  if (format === 'json') return Buffer.from(JSON.stringify(toJson(sections, meta), null, 2));
  if (format === 'csv') return Buffer.from(toCsv(sections, meta));
  if (format === 'excel') return toExcel(sections, meta);
  return toPdf(sections, meta);
}

/** JSON: each section's rows as objects keyed by the header. */
function toJson(sections: ExportSection[], meta: ExportMeta) {
  return {
    title: meta.title,
    brand: meta.brand,
    period: { from: meta.from, to: meta.to },
    generatedAt: meta.generatedAt.toISOString(),
    notice: meta.notice,
    categories: sections.map((s) => s.category),
    sections: Object.fromEntries(
      sections.map((s) => {
        const [header = [], ...rows] = s.rows;
        return [
          s.category,
          rows.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i] ?? null]))),
        ];
      }),
    ),
  };
}

/**
 * CSV: a "# Section" line before each table, a blank line between tables. Cells come from the
 * dataset, which editors type: any a spreadsheet would run as a formula is escaped (csvText).
 */
function toCsv(sections: ExportSection[], meta: ExportMeta): string {
  const head = csvText([[`# ${meta.title}`], [`# ${meta.notice}`], [`# Period ${meta.from} to ${meta.to}`]]);
  return head + sections.map((s) => `\n${csvText([[`# ${s.title}`], ...s.rows])}`).join('');
}

/** Excel: one sheet per section, named by it, header row frozen. */
async function toExcel(sections: ExportSection[], meta: ExportMeta): Promise<Buffer> {
  const about = [
    ['Export', meta.title],
    ['Notice', meta.notice],
    ['Period from', meta.from],
    ['Period to', meta.to],
  ];
  return writeXlsxFile([
    { sheet: 'About', data: about },
    ...sections.map((s) => ({ sheet: s.title, data: s.rows, stickyRowsCount: 1 })),
  ]).toBuffer();
}

/** Standard PDF fonts speak WinAnsi only: anything else is replaced rather than failing the job. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff‘’“”–—…€•]/g, '?');

/** PDF: A4 pages with a title, the notice and each section as a table, or as one block per row when too wide. */
async function toPdf(sections: ExportSection[], meta: ExportMeta): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(`${meta.brand}: ${sections.map((s) => s.title).join(', ')}`);
  doc.setKeywords(sections.map((s) => s.category));
  doc.setCreationDate(meta.generatedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 40;
  let page = doc.addPage([width, height]);
  let y = height - margin;
  const ensure = (space: number) => {
    if (y - space >= margin) return;
    page = doc.addPage([width, height]);
    y = height - margin;
  };
  const write = (text: string, size: number, f: PDFFont, x = margin, colour = rgb(0.06, 0.09, 0.16)) => {
    page.drawText(winAnsi(text), { x, y, size, font: f, color: colour });
  };
  const fit = (text: string, f: PDFFont, size: number, max: number) => {
    let t = winAnsi(text);
    if (f.widthOfTextAtSize(t, size) <= max) return t;
    while (t.length > 1 && f.widthOfTextAtSize(`${t}…`, size) > max) t = t.slice(0, -1);
    return `${t}…`;
  };
  /** Words laid into lines no wider than max. */
  const wrap = (text: string, f: PDFFont, size: number, max: number) => {
    const lines: string[] = [];
    let line = '';
    for (const word of winAnsi(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && f.widthOfTextAtSize(next, size) > max) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines.map((l) => fit(l, f, size, max));
  };
  const paragraph = (text: string, size: number, f: PDFFont, colour?: ReturnType<typeof rgb>, x = margin) => {
    for (const line of wrap(text, f, size, width - margin - x)) {
      ensure(size + 4);
      write(line, size, f, x, colour);
      y -= size + 4;
    }
  };

  write(meta.title, 18, bold);
  y -= 22;
  write(
    `${meta.brand} · ${meta.from} to ${meta.to} · generated ${meta.generatedAt.toISOString().slice(0, 10)}`,
    10,
    font,
    margin,
    rgb(0.28, 0.33, 0.41),
  );
  y -= 16;
  paragraph(meta.notice, 9, font, rgb(0.6, 0.35, 0.02));
  y -= 11;
  for (const s of sections) {
    ensure(50);
    write(s.title, 13, bold);
    y -= 18;
    const columns = Math.max(1, s.rows[0]?.length ?? 1);
    const colWidth = (width - 2 * margin) / columns;
    if (s.rows.length <= 1) {
      write('No rows in this period.', 9, font);
      y -= 16;
    }
    const [header = [], ...body] = s.rows;
    const fits = s.rows.every((r, i) =>
      r.every(
        (c, k) =>
          (i ? font : bold).widthOfTextAtSize(winAnsi(cellText(c, header[k], r[0])), 8) <= colWidth - 4,
      ),
    );
    if (!fits) {
      // Too wide for columns: one block per row, every cell after its header, nothing cut.
      for (const row of body) {
        ensure(24);
        paragraph(cellText(row[0] ?? null), 9, bold);
        const pairs = row
          .slice(1)
          .map((c, k) => [String(header[k + 1] ?? ''), cellText(c, header[k + 1], row[0])] as const)
          .filter(([, v]) => v !== '')
          .map(([h, v]) => `${h}: ${v}`);
        paragraph(pairs.join('  ·  '), 8, font, rgb(0.2, 0.25, 0.33), margin + 8);
        y -= 4;
      }
    } else {
      for (const [i, row] of s.rows.entries()) {
        ensure(14);
        row.forEach((c, k) => {
          const f = i === 0 ? bold : font;
          page.drawText(fit(cellText(c, header[k], row[0]), f, 8, colWidth - 4), {
            x: margin + k * colWidth,
            y,
            size: 8,
            font: f,
          });
        });
        y -= 12;
      }
    }
    y -= 12;
  }
  return Buffer.from(await doc.save());
}
