import { describe, expect, it } from 'vitest';
import { fieldLabel, formatRevisionValue } from './editorial-labels';

describe('the history’s words', () => {
  it('names fields as the forms do', () => {
    expect(fieldLabel('grant', 'applicationEnd')).toBe('公募締切日');
    expect(fieldLabel('case', 'municipalityCode')).toBe('自治体');
    expect(fieldLabel('grant', 'status')).toBe('公開状態');
  });

  it('shows ids as their labels, times in Japan time, rows as text, nothing as （なし）', () => {
    expect(formatRevisionValue('status', '"withdrawn"')).toBe('公開停止');
    expect(formatRevisionValue('applicantKinds', '["local-government","business"]')).toBe('地方公共団体、事業者');
    expect(formatRevisionValue('budgetKind', '"supplementary"')).toBe('補正予算');
    expect(formatRevisionValue('publishedAt', '"2026-05-01T01:30:00.000Z"')).toContain('10:30');
    expect(formatRevisionValue('attachments', '[{"kind":"guideline","title":"公募要領","fileName":"a.pdf"}]')).toBe(
      '公募要領「公募要領」（a.pdf）',
    );
    expect(formatRevisionValue('kpis', '[{"label":"待ち時間","before":40,"after":20,"unit":"分"}]')).toBe(
      '待ち時間: 40 → 20 分',
    );
    expect(formatRevisionValue('contact', null)).toBe('（なし）');
    expect(formatRevisionValue('areaIds', '[]')).toBe('（なし）');
  });
});
