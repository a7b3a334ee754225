import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, NOTE_MAX_LENGTH, validateKeptName, validateKeptNote } from './rules';

describe('kept names and notes', () => {
  it('requires a name, one line, within the limit', () => {
    expect(validateKeptName('  ')).toBe('名前を入力してください');
    expect(validateKeptName('防災\n比較', 'リスト名')).toBe('リスト名に改行や制御文字は使えません');
    expect(validateKeptName('あ'.repeat(NAME_MAX_LENGTH))).toBeUndefined();
    expect(validateKeptName('あ'.repeat(NAME_MAX_LENGTH + 1))).toBe(
      `名前は${NAME_MAX_LENGTH}文字以内で入力してください`,
    );
  });

  it('lets a note hold line breaks but no control characters', () => {
    expect(validateKeptNote('')).toBeUndefined();
    expect(validateKeptNote('係長確認\n来週')).toBeUndefined();
    expect(validateKeptNote('a\u0007b')).toBe('メモに制御文字は使えません');
    expect(validateKeptNote('a\u202Eb')).toBe('メモに制御文字は使えません');
    expect(validateKeptNote('x'.repeat(NOTE_MAX_LENGTH + 1))).toBe(
      `メモは${NOTE_MAX_LENGTH}文字以内で入力してください`,
    );
  });
});
