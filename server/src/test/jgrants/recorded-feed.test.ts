import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJGrantsResponse } from '../../modules/import/jgrants/jgrants-record';
import { recordedFeed } from './recorded-feed';

export const RECORDED_FEED_PATH = path.resolve(__dirname, '../fixtures/jgrants-feed.json');

describe('the recorded jGrants feed', () => {
  it('is the file the generator makes (UPDATE_RECORDED=1 rewrites it)', () => {
    const made = `${JSON.stringify(recordedFeed(), null, 2)}\n`;
    if (process.env.UPDATE_RECORDED === '1') writeFileSync(RECORDED_FEED_PATH, made);
    expect(readFileSync(RECORDED_FEED_PATH, 'utf8')).toBe(made);
  });

  it('is a list response of the API with at least 200 records', () => {
    const feed = parseJGrantsResponse(readFileSync(RECORDED_FEED_PATH, 'utf8'), 'feed');
    expect(feed.result.length).toBeGreaterThanOrEqual(200);
    expect(feed.metadata.resultset.count).toBe(feed.result.length);
    expect(feed.result.filter((r) => r.application_guidelines?.length).length).toBeGreaterThanOrEqual(2);
  });
});
