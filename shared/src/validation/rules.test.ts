import { describe, expect, it } from 'vitest';
import { widthUnits } from '../text';
import {
  confirmPassword,
  currentPassword,
  email,
  emailDifferentFrom,
  kanaName,
  maxLength,
  messages,
  mustBeChecked,
  password,
  personName,
  required,
  telephone,
  validateAll,
} from './rules';

const none = {};

describe('width units', () => {
  it('counts characters above U+00FF as 1 and all others as 0.5', () => {
    expect(widthUnits('')).toBe(0);
    expect(widthUnits('abc')).toBe(1.5);
    expect(widthUnits('山田')).toBe(2);
    expect(widthUnits('ÿ')).toBe(0.5); // U+00FF is the last half unit
    expect(widthUnits('Ā')).toBe(1); // U+0100 is the first full unit
    expect(widthUnits('ｱ')).toBe(1); // half-width katakana lies above U+00FF
    expect(widthUnits('🗾')).toBe(1); // one code point, not two UTF-16 units
    expect(widthUnits('山田 a')).toBe(3);
  });
});

describe('e-mail', () => {
  it('is required', () => {
    expect(email('', none)).toBe('メールアドレスを入力してください');
    expect(email('   ', none)).toBe(messages.emailRequired);
    expect(email(undefined, none)).toBe(messages.emailRequired);
  });

  it('must look like an e-mail address', () => {
    expect(email('shokuin', none)).toBe('メールアドレスの形式で入力してください');
    expect(email('shokuin@', none)).toBe(messages.emailFormat);
    expect(email('shokuin@city', none)).toBe(messages.emailFormat);
    expect(email('山田@city.lg.jp', none)).toBe(messages.emailFormat);
    expect(email('shokuin@city.demo.lg.jp', none)).toBeUndefined();
    expect(email(' shokuin@city.demo.lg.jp ', none)).toBeUndefined();
  });

  it('refuses an address longer than the column holds', () => {
    const long = `${'a'.repeat(64)}@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.jp`;
    expect(email(long, none)).toBe('メールアドレスは254文字以内で入力してください');
  });

  it('has a variant that requires a different address than the current one', () => {
    const differs = emailDifferentFrom('Shokuin@City.Demo.LG.jp');
    expect(differs('shokuin@city.demo.lg.jp', none)).toBe('このメールアドレスは既に登録されています');
    expect(differs('new@city.demo.lg.jp', none)).toBeUndefined();
    expect(differs('', none)).toBe(messages.emailRequired);
    expect(differs('not-an-address', none)).toBe(messages.emailFormat);
    expect(emailDifferentFrom(null)('shokuin@city.demo.lg.jp', none)).toBeUndefined();
  });
});

describe('password', () => {
  it('is required and at least 8 characters', () => {
    expect(password('', none)).toBe('パスワードを入力してください');
    expect(password('1234567', none)).toBe('パスワードは8文字以上で入力してください');
    expect(password('12345678', none)).toBeUndefined();
    expect(password('パスワード１２３', none)).toBeUndefined();
  });

  it('counts code points and keeps spaces', () => {
    expect(password('🔑🔑🔑🔑🔑🔑🔑', none)).toBe(messages.passwordMin);
    expect(password('        ', none)).toBeUndefined();
  });

  it('asks only for presence when signing in', () => {
    expect(currentPassword('', none)).toBe(messages.passwordRequired);
    expect(currentPassword('short', none)).toBeUndefined();
  });
});

describe('password confirmation', () => {
  it('is required and must equal the password', () => {
    expect(confirmPassword('', { password: 'password1' })).toBe('確認用パスワードを入力してください');
    expect(confirmPassword('password2', { password: 'password1' })).toBe('パスワードが一致しません');
    expect(confirmPassword('password1', { password: 'password1' })).toBeUndefined();
  });
});

describe('telephone', () => {
  it('is required', () => {
    expect(telephone('', none)).toBe('電話番号を入力してください');
  });

  it('accepts digits, hyphen, plus, parentheses and whitespace only', () => {
    for (const ok of ['03-1234-5678', '+81 3 1234 5678', '(03)1234-5678', '0312345678', '03　1234　5678']) {
      expect(telephone(ok, none)).toBeUndefined();
    }
    for (const bad of ['03-1234-567a', '03.1234.5678', '０３-１２３４-５６７８', '内線123', '#123']) {
      expect(telephone(bad, none)).toBe('電話番号を正しい形式で入力してください');
    }
  });

  it('is bounded by the column', () => {
    expect(telephone('0'.repeat(31), none)).toBe('電話番号は30文字以内で入力してください');
  });
});

describe('names', () => {
  const lastName = personName('姓');

  it('are required', () => {
    expect(lastName('', none)).toBe('姓を入力してください');
    expect(lastName('　', none)).toBe('姓を入力してください');
  });

  it('allow at most 15 width units', () => {
    expect(lastName('山'.repeat(15), none)).toBeUndefined();
    expect(lastName('山'.repeat(16), none)).toBe('姓は全角15文字（半角30文字）以内で入力してください');
    expect(lastName('a'.repeat(30), none)).toBeUndefined();
    expect(lastName('a'.repeat(31), none)).toBe('姓は全角15文字（半角30文字）以内で入力してください');
    expect(lastName(`${'山'.repeat(14)}ab`, none)).toBeUndefined();
    expect(lastName(`${'山'.repeat(14)}abc`, none)).toBeDefined();
  });
});

describe('kana', () => {
  const kana = kanaName('姓（フリガナ）');

  it('is required', () => {
    expect(kana('', none)).toBe('姓（フリガナ）を入力してください');
  });

  it('accepts full-width katakana with the long-vowel mark', () => {
    expect(kana('ヤマダ', none)).toBe(undefined);
    expect(kana('ヴァーチャル', none)).toBe(undefined);
    expect(kana('ア'.repeat(20), none)).toBe(undefined);
  });

  it('has one message for the wrong script', () => {
    for (const bad of ['やまだ', '山田', 'yamada', 'ﾔﾏﾀﾞ', 'ヤマ ダ', 'ヤマダ1']) {
      expect(kana(bad, none)).toBe('姓（フリガナ）は全角カタカナで入力してください');
    }
  });

  it('has another for too long', () => {
    expect(kana('ア'.repeat(21), none)).toBe('姓（フリガナ）は全角20文字以内で入力してください');
  });

  it('and a third for both', () => {
    expect(kana('や'.repeat(21), none)).toBe('姓（フリガナ）は全角カタカナ20文字以内で入力してください');
    expect(kana('a'.repeat(41), none)).toBe('姓（フリガナ）は全角カタカナ20文字以内で入力してください');
    // 40 half-width letters are exactly 20 units: only the script is wrong.
    expect(kana('a'.repeat(40), none)).toBe('姓（フリガナ）は全角カタカナで入力してください');
  });
});

describe('generic rules', () => {
  it('required trims, maxLength counts characters, mustBeChecked wants true', () => {
    expect(required('必須です')(' ', none)).toBe('必須です');
    expect(required('必須です')(42, none)).toBe('必須です');
    expect(maxLength(3, '部署名')('課課課', none)).toBeUndefined();
    expect(maxLength(3, '部署名')('課課課課', none)).toBe('部署名は3文字以内で入力してください');
    expect(mustBeChecked('同意してください')(false, none)).toBe('同意してください');
    expect(mustBeChecked('同意してください')('true', none)).toBe('同意してください');
    expect(mustBeChecked('同意してください')(true, none)).toBeUndefined();
  });

  it('validateAll returns only the failing fields, one message each', () => {
    const errors = validateAll({ email, telephone }, { email: 'x', telephone: '03-1234-5678' });
    expect(errors).toEqual({ email: messages.emailFormat });
  });
});
