/**
 * A changed listing against its published version, field by field, for the review screen, compared
 * by words (lib/text-diff.ts); a replaced file of the same name is pointed out by its key.
 */
import { describeTerms, TERM_LABELS } from '@portal/shared';
import { textDiff, type DiffPart, type FieldDiff } from '@/lib/text-diff';

export type { DiffPart, FieldDiff };

export interface DiffableValues {
  title: string;
  description: string;
  categoryIds: readonly string[];
  areaIds: readonly string[];
  detailItems: readonly string[];
  titleItems: readonly string[];
  explainItems: readonly string[];
  videoUrl: string;
  offices: readonly { officeName: string; address: string }[];
  thumbnail?: DiffableFile | null;
  images: readonly DiffableFile[];
  video?: DiffableFile | null;
  document?: DiffableFile | null;
  initialCost?: string;
  annualCost?: string;
  pricingUnit?: string;
  freeTrial?: string;
  priceText?: string;
  supportHours?: string;
  deliveryPeriod?: string;
  certifications?: readonly string[];
  /** The listing's links to grants and cases, reviewed with it. */
  links?: {
    grants: readonly { grantId: string; title?: string | null; note: string }[];
    cases: readonly { caseId: string; title?: string | null }[];
  } | null;
}

/** `lines`: compared a line at a time (each line one linked record), not by words. */
/** A stored file: `key` tells a replaced file from one of the same name. */
interface DiffableFile {
  name: string;
  key?: string;
}

interface DiffField {
  label: string;
  text(values: DiffableValues): string;
  lines?: true;
  /** Files: what tells two versions apart when the text (the names) is the same. */
  identity?(values: DiffableValues): string;
}

const keysOf = (files: readonly (DiffableFile | null | undefined)[]) => files.map((file) => file?.key ?? '').join('\n');

const FIELDS: readonly DiffField[] = [
  { label: 'タイトル', text: (v) => v.title },
  { label: '概要', text: (v) => v.description },
  { label: 'カテゴリ', text: (v) => v.categoryIds.join('、') },
  { label: '対応地域', text: (v) => v.areaIds.join('、') },
  { label: '詳細項目', text: (v) => v.detailItems.join('\n') },
  { label: '見出し', text: (v) => v.titleItems.join('\n') },
  { label: '説明', text: (v) => v.explainItems.join('\n') },
  { label: '事業所', text: (v) => v.offices.map((o) => `${o.officeName}：${o.address}`).join('\n') },
  { label: '動画 URL', text: (v) => v.videoUrl },
  { label: 'サムネイル', text: (v) => v.thumbnail?.name ?? '', identity: (v) => keysOf([v.thumbnail]) },
  {
    label: '画像',
    text: (v) => v.images.map((image) => image.name).join('\n'),
    identity: (v) => keysOf(v.images),
  },
  { label: '動画ファイル', text: (v) => v.video?.name ?? '', identity: (v) => keysOf([v.video]) },
  { label: '資料（PDF）', text: (v) => v.document?.name ?? '', identity: (v) => keysOf([v.document]) },
  // Price and certification fields, as the municipal user reads them (labels, not keys).
  ...(
    [
      'initialCost',
      'annualCost',
      'pricingUnit',
      'freeTrial',
      'priceText',
      'supportHours',
      'deliveryPeriod',
      'certifications',
    ] as const
  ).map((key) => ({ label: TERM_LABELS[key], text: (v: DiffableValues) => describeTerms(v)[key] ?? '' })),
  {
    label: '活用できる補助金・交付金',
    text: (v) => (v.links?.grants ?? []).map((g) => `${g.title ?? `ID ${g.grantId}`}：${g.note}`).join('\n'),
    lines: true,
  },
  {
    label: '導入事例',
    text: (v) => (v.links?.cases ?? []).map((c) => c.title ?? `ID ${c.caseId}`).join('\n'),
    lines: true,
  },
];

/** The fields that differ, each as runs of kept, added and removed text. */
export function listingDiff(published: DiffableValues, changed: DiffableValues): FieldDiff[] {
  return FIELDS.flatMap((field) => {
    const before = field.text(published);
    const after = field.text(changed);
    if (before === after) {
      // The same name, another file: a vendor replacing its PDF keeps the name more often than not.
      if (!field.identity || field.identity(published) === field.identity(changed)) return [];
      return [{ label: field.label, parts: [{ kind: 'added' as const, text: `${after}（差し替え）` }] }];
    }
    return [{ label: field.label, parts: textDiff(before, after, { lines: field.lines }) }];
  });
}
