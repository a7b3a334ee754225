/**
 * Property-based tests (fast-check) over every export of shared/src/validation: validators never
 * throw whatever they are given and answer undefined or a Japanese message; width limits count
 * full-width characters as 1 and others as 0.5; tables and validate* functions report only
 * failing fields. A new export must be classified in KINDS below, or this test fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KANA_MAX_WIDTH, NAME_MAX_WIDTH, PASSWORD_MIN_LENGTH } from '../constants';
import { widthUnits } from '../text';
import * as profile from './profile';
import * as rules from './rules';

type Kind =
  | 'validator' // (value, allValues) => message | undefined
  | 'factory' // (text) => validator
  | 'table' // Record<field, validator>
  | 'validate' // (values) => Record<field, message>
  | 'predicate' // (...values) => boolean
  | 'tableFactory' // (stored value) => Record<field, validator>
  | 'transform' // (values) => values
  | 'combinator' // takes validators; tested by its own properties below
  | 'data'; // constants, patterns, message lists

/** Every export of the validation modules, by kind. Add a line when you add an export. */
const KINDS: Record<string, Kind> = {
  compose: 'combinator',
  validateAll: 'combinator',
  required: 'factory',
  emailDifferentFrom: 'factory',
  personName: 'factory',
  kanaName: 'factory',
  mustBeChecked: 'factory',
  maxLength: 'factory',
  requiredText: 'factory',
  email: 'validator',
  password: 'validator',
  currentPassword: 'validator',
  confirmPassword: 'validator',
  telephone: 'validator',
  division: 'validator',
  EMAIL_PATTERN: 'data',
  TELEPHONE_PATTERN: 'data',
  KATAKANA_PATTERN: 'data',
  messages: 'data',
  EMAIL_MAX_LENGTH: 'data',
  TELEPHONE_MAX_LENGTH: 'data',
  ORGANIZATION_FIELD_MAX_LENGTH: 'data',
  FIELD_LABELS: 'data',
  PROFILE_FIELDS: 'data',
  REGISTRATION_UID_REQUIRED: 'data',
  profileValidators: 'table',
  registrationPayloadValidators: 'table',
  registrationFormValidators: 'table',
  loginValidators: 'table',
  passwordResetRequestValidators: 'table',
  passwordResetValidators: 'table',
  INVITATION_VALIDATORS: 'table',
  DIVISION_VALIDATORS: 'table',
  SSO_SETTING_VALIDATORS: 'table',
  SSO_DOMAIN_PATTERN: 'data',
  SSO_CLAIM_PATTERN: 'data',
  domainListOf: 'transform',
  emailChangeValidators: 'tableFactory',
  validateProfile: 'validate',
  validateRegistrationPayload: 'validate',
  validateRegistrationForm: 'validate',
  validateInvitation: 'validate',
  validateDivision: 'validate',
  isRegistrationFormEmpty: 'predicate',
  hasProfileChanged: 'predicate',
  canSubmitRegistration: 'predicate',
  pickProfileFields: 'transform',
};

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });
const exported: Record<string, unknown> = Object.assign({}, ...Object.values(modules));
const byKind = (kind: Kind) => Object.entries(exported).filter(([name]) => KINDS[name] === kind);

type AnyValidator = (value: unknown, allValues: unknown) => unknown;
const JAPANESE = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/;
const anyValue = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
});
/** A validator's second argument is always the form's values object (react-final-form, validateAll). */
const anyValues = fc.oneof(fc.object(), fc.dictionary(fc.string(), anyValue));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const fullWidth = fc.constantFrom(...'あいうえおアイウエオ漢字試験東京都ＡＢＣ１２３ー');
const katakana = fc.constantFrom(...'アイウエオカキクケコサシスセソヴーャュョッン');
const halfWidth = fc.constantFrom(...'abcXYZ019-_.()');
const wordOf = (chars: fc.Arbitrary<string>, min: number, max: number) =>
  fc.array(chars, { minLength: min, maxLength: max }).map((list) => list.join(''));

function expectMessage(result: unknown): void {
  if (result === undefined) return;
  expect(typeof result).toBe('string');
  expect(result as string).toMatch(JAPANESE);
}

describe('validation exports', () => {
  it('are all classified, so that each is tested', () => {
    expect(
      Object.keys(exported).filter((name) => !(name in KINDS)),
      'add these to KINDS',
    ).toEqual([]);
  });

  it.each(byKind('validator'))('%s never throws and answers undefined or a Japanese message', (_name, fn) => {
    fc.assert(fc.property(anyValue, anyValues, (value, all) => expectMessage((fn as AnyValidator)(value, all))));
    fc.assert(
      fc.property(anyText, fc.dictionary(fc.string(), anyValue), (v, all) =>
        expectMessage((fn as AnyValidator)(v, all)),
      ),
    );
  });

  it.each(byKind('factory'))('%s makes validators that never throw', (_name, factory) => {
    fc.assert(
      // Factories take a label or message written by a developer (Japanese), or a stored value.
      fc.property(wordOf(fullWidth, 1, 8), anyValue, anyValues, (argument, value, all) => {
        const validator = (factory as (...text: unknown[]) => AnyValidator)(argument, argument);
        expectMessage(validator(value, all));
      }),
    );
  });

  it.each(byKind('table'))('every validator of %s never throws', (_name, table) => {
    for (const validator of Object.values(table as Record<string, AnyValidator>)) {
      fc.assert(fc.property(anyValue, anyValues, (value, all) => expectMessage(validator(value, all))));
    }
  });

  it.each(byKind('tableFactory'))('the validators %s makes never throw', (_name, factory) => {
    fc.assert(
      fc.property(fc.option(anyText), anyValue, anyValues, (stored, value, all) => {
        const table = (factory as (stored: unknown) => Record<string, AnyValidator>)(stored);
        for (const validator of Object.values(table)) expectMessage(validator(value, all));
      }),
    );
  });

  it.each(byKind('transform'))('%s never throws on any values object', (_name, transform) => {
    fc.assert(fc.property(anyValues, (values) => void (transform as (v: unknown) => unknown)(values)));
  });

  it.each(byKind('validate'))('%s never throws and reports only known fields with messages', (_name, validate) => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), anyValue), fc.object()), (values) => {
        const errors = (validate as (v: unknown) => Record<string, unknown>)(values);
        for (const message of Object.values(errors)) expectMessage(message);
      }),
    );
  });

  it.each(byKind('predicate'))('%s never throws and answers a boolean', (_name, predicate) => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (a, b) => {
        expect(typeof (predicate as (...args: unknown[]) => unknown)(a, b)).toBe('boolean');
      }),
    );
  });
});

describe('validation rules', () => {
  it('count width units: full-width 1, others 0.5, additively', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(widthUnits(a + b)).toBe(widthUnits(a) + widthUnits(b));
        expect(widthUnits(a)).toBeGreaterThanOrEqual([...a].length / 2);
        expect(widthUnits(a)).toBeLessThanOrEqual([...a].length);
      }),
    );
    fc.assert(fc.property(wordOf(halfWidth, 0, 50), (ascii) => void expect(widthUnits(ascii)).toBe(ascii.length / 2)));
  });

  it('accept a name exactly when it is non-blank and at most 15 width units', () => {
    const name = rules.personName('姓');
    const names = fc.oneof(
      wordOf(fullWidth, 1, 20),
      wordOf(halfWidth, 1, 40),
      wordOf(fc.oneof(fullWidth, halfWidth), 1, 30),
    );
    fc.assert(
      fc.property(names, (text) => {
        const fits = text.trim() !== '' && widthUnits(text.trim()) <= NAME_MAX_WIDTH;
        expect(name(text, {}) === undefined).toBe(fits);
        expect(name(`  ${text}\u3000`, {})).toBe(name(text, {}));
      }),
    );
  });

  it('accept kana exactly when it is katakana of at most 20 width units', () => {
    const kana = rules.kanaName('セイ');
    fc.assert(
      fc.property(wordOf(katakana, 1, 30), (text) => {
        expect(kana(text, {}) === undefined).toBe(text.length <= KANA_MAX_WIDTH);
      }),
    );
    fc.assert(
      fc.property(
        wordOf(katakana, 0, 5),
        fc.constantFrom('あ', 'a', '漢', 'ｱ', '1'),
        wordOf(katakana, 0, 5),
        (a, bad, b) => {
          expect(kana(a + bad + b, {})).toMatch(/カタカナ/);
        },
      ),
    );
  });

  it('require non-blank text, a checked box, a long enough and repeated password', () => {
    const required = rules.required('必須です');
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), (blank) => void expect(required(blank, {})).toBe('必須です')));
    fc.assert(fc.property(fc.stringMatching(/\S/), (text) => void expect(required(text, {})).toBeUndefined()));
    const checked = rules.mustBeChecked('同意してください');
    fc.assert(fc.property(anyValue, (value) => void expect(checked(value, {}) === undefined).toBe(value === true)));
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        (pw) => void expect(rules.password(pw, {}) === undefined).toBe(pw.length >= PASSWORD_MIN_LENGTH),
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (a, b) => void expect(rules.confirmPassword(a, { password: b }) === undefined).toBe(a === b),
      ),
    );
  });

  it('accept telephone numbers of digits, hyphens and brackets, ignoring surrounding spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9][0-9\-()+]{0,15}$/), (tel) => {
        expect(rules.telephone(tel, {})).toBeUndefined();
        expect(rules.telephone(` ${tel} `, {})).toBeUndefined();
      }),
    );
  });

  it('bound stored text by characters, not width units, after trimming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), wordOf(fc.oneof(fullWidth, halfWidth), 0, 40), (max, text) => {
        const message = rules.maxLength(max, '部署名')(` ${text} `, {});
        expect(message === undefined).toBe([...text].length <= max);
        if (message) expect(message).toContain(`${max}文字以内`);
      }),
    );
  });

  it('compose answers the first failing message; validateAll keeps only failing fields', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ minLength: 1 }), { nil: undefined })), anyValue, (answers, value) => {
        const composed = rules.compose(...answers.map((answer) => () => answer));
        expect(composed(value, {})).toBe(answers.find((a) => a !== undefined));
      }),
    );
    fc.assert(
      // Field names are a form's, never __proto__.
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z][A-Za-z]{0,10}$/),
          fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        ),
        (answers) => {
          const table = Object.fromEntries(Object.entries(answers).map(([field, answer]) => [field, () => answer]));
          const errors = rules.validateAll(table, {});
          expect(errors).toEqual(Object.fromEntries(Object.entries(answers).filter(([, a]) => a !== undefined)));
        },
      ),
    );
  });

  it('detect profile changes symmetrically, ignoring surrounding spaces', () => {
    const values = fc.record(Object.fromEntries(profile.PROFILE_FIELDS.map((f) => [f, fc.string()])));
    fc.assert(
      fc.property(values, values, (a, b) => {
        expect(profile.hasProfileChanged(a, a)).toBe(false);
        expect(profile.hasProfileChanged(a, b)).toBe(profile.hasProfileChanged(b, a));
        const padded = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, ` ${v} `]));
        expect(profile.hasProfileChanged(a, padded)).toBe(false);
      }),
    );
  });
});
