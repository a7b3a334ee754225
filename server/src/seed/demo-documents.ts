/**
 * Gives every published demo solution without a document a real one-page PDF in file storage, so
 * requested documents download as they would in production. Idempotent: only solutions whose
 * document_key is still empty get a file. The PDF's text is ASCII (the standard PDF fonts carry
 * no Japanese glyphs and embedding a CJK font would cost megabytes per start); the Japanese
 * title lives in the file name and the portal.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
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

export function demoDocumentKey(uid: string): string {
  return `documents/solutions/${uid}/document.pdf`;
}

export async function demoDocumentPdf(row: {
  id: number;
  uid: string;
  vendorHost: string;
  fiscalYear: number | null;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Solution ${row.id} - service document`);
  pdf.setAuthor(row.vendorHost);
  pdf.setProducer('Municipal Solutions Portal (demo data)');
  pdf.setCreationDate(new Date(Date.UTC(2024, 3, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2024, 3, 1)));
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const navy = rgb(0.05, 0.16, 0.42);
  page.drawRectangle({ x: 0, y: 741.89, width: 595.28, height: 100, color: navy });
  page.drawText('Service document', { x: 48, y: 784, size: 28, font: bold, color: rgb(1, 1, 1) });
  const lines: [string, string][] = [
    ['Solution ID', String(row.id)],
    ['Reference', row.uid],
    ['Vendor', row.vendorHost],
    ['Fiscal year', row.fiscalYear ? String(row.fiscalYear) : '-'],
  ];
  lines.forEach(([label, value], index) => {
    const y = 680 - index * 28;
    page.drawText(label, { x: 48, y, size: 12, font: bold, color: navy });
    page.drawText(value, { x: 180, y, size: 12, font: regular });
  });
  page.drawLine({ start: { x: 48, y: 560 }, end: { x: 547, y: 560 }, thickness: 1, color: navy });
  const note = [
    "This one-page PDF stands in for the vendor's own material in the demo data.",
    'In production each vendor uploads its document with the listing, and the portal',
    'delivers it only to the municipal staff who requested it.',
  ];
  note.forEach((text, index) => page.drawText(text, { x: 48, y: 530 - index * 18, size: 11, font: regular }));
  return Buffer.from(await pdf.save());
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
