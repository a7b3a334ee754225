/**
 * Gives every published demo solution without a document a real one-page PDF in file storage, so
 * requested documents download as they would in production. Idempotent: only solutions whose
 * document_key is still empty get a file. The PDF's text is ASCII (the standard PDF fonts carry
 * no Japanese glyphs and embedding a CJK font would cost megabytes per start); the Japanese
 * title lives in the file name and the portal.
 */
import PDFDocument from 'pdfkit';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '../storage/storage';

interface Row {
  id: number | string;
  uid: string;
  title: string;
  document_name: string | null;
  company_name: string;
  url: string | null;
  fiscal_year: number | string | null;
}

/** A4 in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
/** Helvetica's ascent per point of size (its font metrics): from a line's top to its baseline. */
const HELVETICA_ASCENT = 0.718;

export function demoDocumentKey(uid: string): string {
  return `documents/solutions/${uid}/document.pdf`;
}

export async function demoDocumentPdf(row: {
  id: number;
  uid: string;
  vendorHost: string;
  fiscalYear: number | null;
}): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `Solution ${row.id} - service document`,
      Author: row.vendorHost,
      Producer: 'Municipal Solutions Portal (demo data)',
      CreationDate: new Date(Date.UTC(2024, 3, 1)),
      ModDate: new Date(Date.UTC(2024, 3, 1)),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const navy = '#0d296b';
  // Text is placed by its baseline from the page's foot, as printed documents are measured.
  const text = (value: string, x: number, baseline: number, size: number, font: string, color: string) =>
    pdf
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, x, PAGE_HEIGHT - baseline - HELVETICA_ASCENT * size, { lineBreak: false });
  pdf.rect(0, 0, PAGE_WIDTH, 100).fill(navy);
  text('Service document', 48, 784, 28, 'Helvetica-Bold', '#ffffff');
  const lines: [string, string][] = [
    ['Solution ID', String(row.id)],
    ['Reference', row.uid],
    ['Vendor', row.vendorHost],
    ['Fiscal year', row.fiscalYear ? String(row.fiscalYear) : '-'],
  ];
  lines.forEach(([label, value], index) => {
    const baseline = 680 - index * 28;
    text(label, 48, baseline, 12, 'Helvetica-Bold', navy);
    text(value, 180, baseline, 12, 'Helvetica', '#000000');
  });
  pdf
    .moveTo(48, PAGE_HEIGHT - 560)
    .lineTo(547, PAGE_HEIGHT - 560)
    .lineWidth(1)
    .stroke(navy);
  const note = [
    "This one-page PDF stands in for the vendor's own material in the demo data.",
    'In production each vendor uploads its document with the listing, and the portal',
    'delivers it only to the municipal staff who requested it.',
  ];
  note.forEach((line, index) => text(line, 48, 530 - index * 18, 11, 'Helvetica', '#000000'));
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

function hostOf(url: string | null, fallback: string): string {
  try {
    return url ? new URL(url).host.replace(/^www\./, '') : fallback;
  } catch {
    return fallback;
  }
}

/** Returns how many documents it created. */
export async function seedDemoDocuments(dataSource: DataSource, storage: FileStorage): Promise<number> {
  const rows = (await dataSource.query(
    `SELECT s.id, s.uid, s.title, s.document_name, s.fiscal_year, c.name AS company_name, c.url
       FROM solutions s JOIN companies c ON c.id = s.company_id
      WHERE s.document_key IS NULL AND s.status = 'published'`,
  )) as Row[];
  for (const row of rows) {
    const id = Number(row.id);
    const key = demoDocumentKey(row.uid);
    const body = await demoDocumentPdf({
      id,
      uid: row.uid,
      vendorHost: hostOf(row.url, 'vendor.example.jp'),
      fiscalYear: row.fiscal_year == null ? null : Number(row.fiscal_year),
    });
    await storage.put(key, body, 'application/pdf');
    // The file is in place before the row names it, so a named document always exists.
    await dataSource.query('UPDATE solutions SET document_key = ?, document_name = ? WHERE id = ?', [
      key,
      row.document_name ?? `${row.title}_サービス資料.pdf`,
      id,
    ]);
    // A stand-in, not the vendor's material: nothing in it for search (document-text.service.ts).
    await dataSource.query(
      `INSERT INTO file_texts (storage_key, status) SELECT ?, 'skipped' WHERE NOT EXISTS
         (SELECT 1 FROM file_texts WHERE storage_key = ?)`,
      [key, key],
    );
  }
  return rows.length;
}
