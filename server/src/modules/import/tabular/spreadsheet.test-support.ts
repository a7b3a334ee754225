/**
 * Spreadsheets for import tests, written by the portal's own table writer (lib/table-export.ts):
 * CSV with a BOM, or .xlsx as Excel reads it, so a test's file is what the template download gives.
 */
import { Writable } from 'node:stream';
import { sendTable, type ExportCell, type Response } from '../../../lib/table-export';

/** A Response that keeps what is written (sendTable streams the file into it). */
function collector(): { response: Response; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const response = Object.assign(sink, {
    status: () => response,
    set: () => response,
    json: () => undefined,
  }) as unknown as Response;
  return { response, bytes: () => Buffer.concat(chunks) };
}

export async function spreadsheet(format: 'csv' | 'xlsx', columns: string[], rows: ExportCell[][]): Promise<Buffer> {
  const { response, bytes } = collector();
  await sendTable(response, { sheetName: 'import', columns, rows }, format, 'import');
  return bytes();
}
