import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-problems';
import { readTable, tableFormatOf } from './read-table';
import { spreadsheet } from './spreadsheet.test-support';

const columns = { known: ['ID', 'タイトル', '公募締切日'], required: ['ID', 'タイトル'] };

async function refusal(bytes: Buffer): Promise<string[]> {
  const error = await readTable(bytes, 'grants.csv', columns).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).message.split('\n');
}

describe('readTable', () => {
  it('reads a CSV with a BOM and an .xlsx alike, numbering rows as the spreadsheet does', async () => {
    const rows = [
      ['G-1', '補助金A', '2027-03-31'],
      ['', '', ''],
      ['G-2', '改行を\n含む題名', ''],
    ];
    for (const format of ['csv', 'xlsx'] as const) {
      const bytes = await spreadsheet(format, columns.known, rows);
      expect(tableFormatOf(bytes)).toBe(format);
      const table = await readTable(bytes, `grants.${format}`, columns);
      expect(table.headers).toEqual(columns.known);
      expect(table.rows).toEqual([
        { row: 2, cells: { ID: 'G-1', タイトル: '補助金A', 公募締切日: '2027-03-31' } },
        { row: 4, cells: { ID: 'G-2', タイトル: '改行を\n含む題名', 公募締切日: '' } },
      ]);
    }
  });

  it('reads a CSV saved by Excel in Shift_JIS', async () => {
    // 「ID,タイトル / G-1,防災」 as Excel saves it.
    const encoded = Buffer.from([
      0x49, 0x44, 0x2c, 0x83, 0x5e, 0x83, 0x43, 0x83, 0x67, 0x83, 0x8b, 0x0d, 0x0a, 0x47, 0x2d, 0x31, 0x2c, 0x96, 0x68,
      0x8d, 0xd0, 0x0d, 0x0a,
    ]);
    expect((await readTable(encoded, 'grants.csv', columns)).rows[0]!.cells).toEqual({ ID: 'G-1', タイトル: '防災' });
  });

  it('names unknown and missing headers, long rows and broken quoting', async () => {
    expect((await refusal(Buffer.from('ID,題名,公募締切日\nG-1,A,\n'))).slice(1)).toEqual([
      '1行目「題名」: 2列目の見出しが項目名と一致しません',
      '1行目「タイトル」: 必須の見出しがありません',
    ]);
    expect((await refusal(Buffer.from('ID,タイトル\nG-1,A\nG-2,B,余分\n'))).slice(1)).toEqual([
      '3行目: 見出し（2列）より多くの値があります',
    ]);
    expect((await refusal(Buffer.from('ID,タイトル\nG-1,"A\n')))[1]).toMatch(/^CSV として読めません/);
    expect((await refusal(Buffer.from('ID,タイトル\n')))[1]).toBe('データの行がありません（1行目は見出しです）');
    expect((await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])))[1]).toMatch(
      /^Excel ファイル（.xlsx）として読めません/,
    );
  });
});
