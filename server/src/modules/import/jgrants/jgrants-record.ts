/**
 * The jGrants public API's records (デジタル庁 Jグランツ, `GET /exp/v1/public/subsidies` and
 * `GET /exp/v1/public/subsidies/id/{id}`). Both answer `{ metadata: { resultset: { count } },
 * result: [...] }`; a list item carries the fields marked "list", the detail adds the others.
 * Datetimes are ISO 8601 in UTC, multi-valued text is joined with 「 / 」, attachments are
 * `{ name, data }` with the file in base64. A feed file is a list response whose items carry the
 * detail fields (what `--save` writes).
 */
import { z } from 'zod';
import { ImportFileError, type ImportProblem } from '../import-problems';

const text = z.string().nullish();
const attachments = z.array(z.looseObject({ name: z.string(), data: z.string() })).nullish();
const isoDateTime = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value), {
    message: '日時の形式が正しくありません（例: 2027-03-31T08:00:00.000Z）',
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: '存在しない日時です' })
  .nullish();

export const jgrantsSubsidySchema = z.looseObject({
  /** list: the record's id (at most 18 characters), what the detail address takes. */
  id: z.string().min(1, 'id がありません').max(18, 'id は18文字以内です'),
  /** list: the number shown on the portal, e.g. S-00007689. */
  name: text,
  /** list */
  title: z.string().min(1, 'title がありません'),
  /** list: the body running the programme (実施機関). */
  institution_name: text,
  /** list: 「東京都 / 大阪府」, 「全国」, 「関東・甲信越地方」… */
  target_area_search: text,
  /** list: yen; 0 when the programme states none. */
  subsidy_max_limit: z.number().nonnegative('0以上の数値で指定してください').nullish(),
  /** list */
  acceptance_start_datetime: isoDateTime,
  /** list */
  acceptance_end_datetime: isoDateTime,
  /** list: 「20名以下」, 「従業員数の制約なし」… */
  target_number_of_employees: text,
  subsidy_catch_phrase: text,
  /** HTML. */
  detail: text,
  use_purpose: text,
  industry: text,
  target_area_detail: text,
  /** 「2/3」, 「20%」, 「定額」… */
  subsidy_rate: text,
  project_end_deadline: isoDateTime,
  request_reception_presence: text,
  is_enable_multiple_request: z.boolean().nullish(),
  front_subsidy_detail_page_url: text,
  /** 公募要領 */
  application_guidelines: attachments,
  /** 交付要綱 */
  outline_of_grant: attachments,
  /** 申請様式 */
  application_form: attachments,
});

export type JGrantsSubsidy = z.infer<typeof jgrantsSubsidySchema>;
export type JGrantsAttachment = NonNullable<JGrantsSubsidy['application_guidelines']>[number];

export interface JGrantsResponse {
  metadata: { resultset: { count: number } } & Record<string, unknown>;
  result: JGrantsSubsidy[];
}

const responseSchema = z.looseObject({
  metadata: z.looseObject({ resultset: z.looseObject({ count: z.number() }) }).optional(),
  result: z.array(z.unknown(), { message: 'result が配列ではありません' }),
});

/** Where a record sits, as the operator finds it in the file: 「3件目（id: a0W…）」. */
export function recordPlace(index: number, record: unknown): string {
  const id = record && typeof record === 'object' && 'id' in record ? (record as { id: unknown }).id : null;
  return typeof id === 'string' && id ? `${index + 1}件目（id: ${id}）` : `${index + 1}件目`;
}

const TYPE_NAMES: Record<string, string> = {
  string: '文字列',
  number: '数値',
  boolean: 'true または false',
  array: '配列',
  object: 'オブジェクト',
};

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message;
  if (issue.input === undefined) return '値がありません';
  return `${TYPE_NAMES[issue.expected] ?? issue.expected}で指定してください`;
}

function problemsOf(index: number, record: unknown, error: z.ZodError): ImportProblem[] {
  return error.issues.map((issue) => ({
    place: recordPlace(index, record),
    column: issue.path.map(String).join('.') || null,
    message: messageOf(issue),
  }));
}

/**
 * A list response (a feed file or the API's answer) as typed records. Anything that is not of the
 * API's shape refuses the whole feed, naming each record and field at fault; a record that is of
 * the shape but cannot be placed on the portal is the mapper's concern (jgrants-mapper.ts).
 */
export function parseJGrantsResponse(body: string, fileLabel: string): JGrantsResponse {
  let json: unknown;
  try {
    json = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof SyntaxError ? `（${error.message}）` : '';
    throw new ImportFileError(fileLabel, [{ place: null, column: null, message: `JSON として読めません${detail}` }]);
  }
  const shape = responseSchema.safeParse(json);
  if (!shape.success) {
    throw new ImportFileError(fileLabel, [
      {
        place: null,
        column: null,
        message: 'jGrants API の一覧の形（{"metadata": …, "result": [ … ]}）ではありません',
      },
    ]);
  }
  const problems: ImportProblem[] = [];
  const result: JGrantsSubsidy[] = [];
  const seen = new Map<string, number>();
  shape.data.result.forEach((item, index) => {
    const parsed = jgrantsSubsidySchema.safeParse(item, { reportInput: true });
    if (!parsed.success) return void problems.push(...problemsOf(index, item, parsed.error));
    const earlier = seen.get(parsed.data.id);
    if (earlier !== undefined) {
      problems.push({
        place: recordPlace(index, item),
        column: 'id',
        message: `${earlier + 1}件目と同じ id です`,
      });
    }
    seen.set(parsed.data.id, index);
    result.push(parsed.data);
  });
  if (problems.length > 0) throw new ImportFileError(fileLabel, problems);
  return {
    metadata: { ...shape.data.metadata, resultset: { count: shape.data.metadata?.resultset.count ?? result.length } },
    result,
  };
}
