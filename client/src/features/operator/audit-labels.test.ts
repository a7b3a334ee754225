import { describe, expect, it } from 'vitest';
import { actionLabel, detailRows, entityLabel } from './audit-labels';

describe('audit labels', () => {
  it('name kinds and actions in Japanese, and show an unknown one as recorded', () => {
    expect(entityLabel('user_profile')).toBe('会員情報');
    expect(entityLabel('inquiry')).toBe('お問い合わせ');
    expect(entityLabel('something_new')).toBe('something_new');
    expect(actionLabel('inquiry.replied')).toBe('お問い合わせ：返信');
    expect(actionLabel('profile.municipal-approved')).toBe('会員：自治体職員として承認');
    expect(actionLabel('profile.something-new')).toBe('profile.something-new');
    expect(entityLabel('import')).toBe('取り込み');
    expect(actionLabel('import.run')).toBe('取り込み：実行');
    expect(actionLabel('municipal-member.removed')).toBe('自治体の職員：自治体から外す');
    expect(entityLabel('invitation')).toBe('自治体への招待');
  });

  it('turn the recorded JSON into labelled values', () => {
    const data = JSON.stringify({
      statusBefore: 'open',
      status: 'in_progress',
      reply: 'ご案内します。\n二行目',
      fields: ['telephone', 'division'],
      hadProfile: true,
      links: { grants: [1, 2], cases: [] },
      inquiryType: 'usage',
      custom: 3,
    });
    expect(detailRows(data)).toEqual([
      { key: 'statusBefore', label: '変更前の状態', value: '未対応' },
      { key: 'status', label: '状態', value: '対応中' },
      { key: 'reply', label: '返信内容', value: 'ご案内します。\n二行目' },
      { key: 'fields', label: '変更した項目', value: 'telephone、division' },
      { key: 'hadProfile', label: '会員情報があったか', value: 'はい' },
      { key: 'links', label: '関連情報', value: 'grants: 1、2 ／ cases: （なし）' },
      { key: 'inquiryType', label: 'お問い合わせの種類', value: 'サイトの使い方について' },
      { key: 'custom', label: 'custom', value: '3' },
    ]);
  });

  it('keep details that are not an object of values readable', () => {
    expect(detailRows(null)).toEqual([]);
    expect(detailRows('not json')).toEqual([{ key: 'data', label: '詳細', value: 'not json' }]);
    expect(detailRows('[1,2]')).toEqual([{ key: 'data', label: '詳細', value: '1、2' }]);
  });
});
