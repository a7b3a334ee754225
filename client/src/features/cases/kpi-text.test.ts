import { describe, expect, it } from 'vitest';
import { describeKpiChange } from './kpi-text';

describe('KPI text', () => {
  it('describes a change', () => {
    expect(describeKpiChange({ label: '窓口待ち時間', before: 45, after: 15, unit: '分' })).toBe(
      '45分 → 15分（67%減）',
    );
    expect(describeKpiChange({ label: '件数', before: null, after: 1200, unit: '件' })).toBe('導入後 1,200件');
  });
});
