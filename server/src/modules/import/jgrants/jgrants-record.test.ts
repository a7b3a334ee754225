import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-problems';
import { parseJGrantsResponse } from './jgrants-record';

const good = { id: 'a0W1', name: 'S-1', title: '補助金A', acceptance_end_datetime: '2027-03-31T08:00:00.000Z' };
const feed = (result: unknown[]) => JSON.stringify({ metadata: { resultset: { count: result.length } }, result });

function problems(body: string): string[] {
  try {
    parseJGrantsResponse(body, 'feed.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as ImportFileError).message.split('\n');
  }
  throw new Error('parsed');
}

describe('parseJGrantsResponse', () => {
  it('reads a list response, keeping fields it does not know, and a BOM', () => {
    const parsed = parseJGrantsResponse(`\uFEFF${feed([{ ...good, extra_field: 1 }])}`, 'feed.json');
    expect(parsed.result).toEqual([{ ...good, extra_field: 1 }]);
    expect(parsed.metadata.resultset.count).toBe(1);
  });

  it('names the file, the record and the field of each problem, in Japanese', () => {
    expect(problems('{"metadata": ')[0]).toBe('feed.jsonを取り込めません。');
    expect(problems('{"metadata": ')[1]).toMatch(/^JSON として読めません/);
    expect(problems('{"items": []}')[1]).toBe(
      'jGrants API の一覧の形（{"metadata": …, "result": [ … ]}）ではありません',
    );
    expect(
      problems(
        feed([
          good,
          { ...good, id: 'a0W2', acceptance_end_datetime: '2027/03/31' },
          { ...good, id: 'a0W3', subsidy_max_limit: '100万円' },
          { name: 'S-4', title: 'x' },
          { ...good },
        ]),
      ).slice(1),
    ).toEqual([
      '2件目（id: a0W2）「acceptance_end_datetime」: 日時の形式が正しくありません（例: 2027-03-31T08:00:00.000Z）',
      '3件目（id: a0W3）「subsidy_max_limit」: 数値で指定してください',
      '4件目「id」: 値がありません',
      '5件目（id: a0W1）「id」: 1件目と同じ id です',
    ]);
  });
});
