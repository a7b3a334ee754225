/**
 * The export writer through real HTTP: CSV with a BOM and Japanese intact, .xlsx read back with
 * exceljs, formula-looking cells neutralised in both, a Japanese file name, a bad format refused.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import express from 'express';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutralized, sendTable, type ExportFormat, type ExportTable } from './table-export';

const TABLE: ExportTable = {
  sheetName: '比較表: 防災/DX',
  columns: ['掲載番号', '名称', '備考'],
  rows: [
    [1, '防災情報システム「そなえ」', '=1+1'],
    [2, '子育て支援アプリ', '+81-3-0000-0000'],
    [3, '窓口DX', '-2+3'],
    [4, '@SUM(A1:A2)', '\t=cmd'],
    [5, '改行\r=HYPERLINK("x")', null],
  ],
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.get('/table', async (request, response) => {
    await sendTable(response, TABLE, String(request.query.format) as ExportFormat, '比較表_20261124');
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('neutralized', () => {
  it('prefixes an apostrophe to what a spreadsheet would run, and leaves the rest alone', () => {
    for (const cell of ['=1+1', '+81', '-5', '@SUM(A1)', '\t=x', '\r=x']) expect(neutralized(cell)).toBe(`'${cell}`);
    for (const cell of ['防災', 'a=b', ' 1', '']) expect(neutralized(cell)).toBe(cell);
    expect(neutralized(-5)).toBe(-5);
    expect(neutralized(null)).toBe('');
  });
});

describe('sendTable', () => {
  it('writes CSV in UTF-8 with a BOM, Japanese intact, formulas neutralised, named in Japanese', async () => {
    const response = await fetch(`${base}/table?format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('比較表_20261124.csv')}`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(rows[0]).toEqual(['掲載番号', '名称', '備考']);
    expect(rows[1]).toEqual(['1', '防災情報システム「そなえ」', "'=1+1"]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(["'=1+1", "'+81-3-0000-0000", "'-2+3", "'\t=cmd", '']);
    expect(rows[4]![1]).toBe("'@SUM(A1:A2)");
    expect(rows[5]![1]).toBe('改行\r=HYPERLINK("x")');
  });

  it('writes .xlsx that exceljs reads back as text, never as a formula', async () => {
    const response = await fetch(`${base}/table?format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('比較表・ 防災・DX');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['掲載番号', '名称', '備考']);
    expect(values(2)).toEqual([1, '防災情報システム「そなえ」', "'=1+1"]);
    expect(values(5)).toEqual([4, "'@SUM(A1:A2)", "'\t=cmd"]);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('refuses an unknown format with a Japanese message before any file byte', async () => {
    const response = await fetch(`${base}/table?format=pdf`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/csv または xlsx/) });
  });
});
