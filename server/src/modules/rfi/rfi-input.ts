/**
 * A request's content as the officer wrote it, checked: the shared rules of the title, background,
 * deadline (Japan time) and questions, the 仕様書 as the writer's own upload, and the 2–5 vendors
 * (the companies of published solutions among those chosen). Every problem at once, per field.
 */
import { randomBytes } from 'node:crypto';
import { japanDayStart } from '@portal/shared';
import {
  RFI_KINDS,
  RFI_LIMITS,
  RFI_MESSAGES,
  validateRfiQuestions,
  type RfiKind,
  type RfiQuestion,
  type RfiQuestionKind,
} from '@portal/shared/rfi/rules';
import { type EntityManager, In } from 'typeorm';
import { invalidInput, type FieldErrors } from '../../lib/app-error';
import type { Company } from '../company/company.entity';
import { Solution } from '../solution/solution.entity';
import type { MunicipalMember } from './rfi-access';
import { isOwnRfiFile } from './rfi-files';
import type { Rfi } from './rfi.entity';
import type { RfiInput } from './rfi.inputs';

export const VENDORS_UNAVAILABLE = 'ソリューションが見つからないか、掲載が終了しています。選び直してください。';
const ORIGINS = ['basket', 'shortlist', 'comparison'];
const DEADLINE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export interface CheckedRfi {
  values: Pick<Rfi, 'kind' | 'title' | 'background' | 'origin' | 'deadline' | 'questions' | 'specKey' | 'specName'>;
  companies: Map<number, { company: Company; solutionIds: number[] }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 「YYYY-MM-DDTHH:mm」 in Japan to the instant. */
export function parseDeadline(value: string): Date | null {
  const match = DEADLINE.exec(value.trim());
  if (!match) return null;
  const [, day, hour, minute] = match;
  if (Number(hour) > 23 || Number(minute) > 59) return null;
  const at = japanDayStart(day!, Number(hour));
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime() + Number(minute) * 60_000);
}

export async function checkRfiInput(
  manager: EntityManager,
  member: MunicipalMember,
  input: RfiInput,
  now: Date,
): Promise<CheckedRfi> {
  const fields: FieldErrors = {};
  const title = text(input.title);
  if (!title) fields.title = RFI_MESSAGES.titleRequired;
  else if (title.length > RFI_LIMITS.titleMax) fields.title = RFI_MESSAGES.titleMax;
  const background = text(input.background);
  if (background.length > RFI_LIMITS.backgroundMax) fields.background = RFI_MESSAGES.backgroundMax;
  const deadline = input.deadline ? parseDeadline(input.deadline) : null;
  if (!deadline) fields.deadline = RFI_MESSAGES.deadlineRequired;
  else if (deadline.getTime() <= now.getTime()) fields.deadline = RFI_MESSAGES.deadlinePast;
  const questions: RfiQuestion[] = input.questions.map((q) => ({
    id: randomBytes(6).toString('hex'),
    kind: q.kind as RfiQuestionKind,
    label: text(q.label),
    choices: q.kind === 'choice' ? (q.choices ?? []).map(text).filter(Boolean) : null,
    unit: q.kind === 'number' ? text(q.unit) : null,
  }));
  Object.assign(fields, validateRfiQuestions(questions));
  if (input.spec && !isOwnRfiFile(input.spec.key, member.uid))
    fields.spec = '仕様書のファイルをもう一度アップロードしてください';
  const ids = [...new Set(input.solutionIds.filter((id) => /^\d{1,10}$/.test(id)).map(Number))];
  const solutions = ids.length
    ? await manager
        .getRepository(Solution)
        .find({ where: { id: In(ids), status: 'published' }, relations: { company: true } })
    : [];
  const companies = new Map<number, { company: Company; solutionIds: number[] }>();
  for (const solution of solutions) {
    const entry = companies.get(solution.companyId) ?? { company: solution.company, solutionIds: [] };
    entry.solutionIds.push(solution.id);
    companies.set(solution.companyId, entry);
  }
  if (solutions.length < ids.length || ids.length !== input.solutionIds.length) fields.vendors = VENDORS_UNAVAILABLE;
  else if (companies.size < RFI_LIMITS.vendorsMin || companies.size > RFI_LIMITS.vendorsMax)
    fields.vendors = RFI_MESSAGES.vendorsCount;
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return {
    values: {
      kind: (RFI_KINDS as readonly string[]).includes(input.kind) ? (input.kind as RfiKind) : 'rfi',
      title,
      background,
      origin: ORIGINS.includes(input.origin) ? input.origin : 'basket',
      deadline: deadline!,
      questions,
      specKey: input.spec?.key ?? null,
      specName: input.spec ? text(input.spec.name).slice(0, 200) || '仕様書.pdf' : null,
    },
    companies,
  };
}
