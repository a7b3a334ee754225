/**
 * The listing rules (listing title to document PDF, docs/requests-and-listings.md) and the limits of
 * section 9. The editor runs them in react-final-form and the server runs them again before it
 * stores anything. A draft may be incomplete: only limits and types apply to it; submitting for
 * review applies every rule.
 */
import { LISTING_LIMITS, MAX_CATEGORIES } from '../constants';
import { CATEGORY_IDS } from '../reference/categories';
import { isKnownAreaId } from '../reference/areas';
import { validateListingTerms, type ListingTermsValues } from './terms';

/** Kinds the server recognises by content (magic bytes). */
export const LISTING_FILE_KINDS = ['jpeg', 'png', 'webp', 'svg', 'mp4', 'pdf'] as const;
export type ListingFileKind = (typeof LISTING_FILE_KINDS)[number];
export const IMAGE_KINDS: readonly ListingFileKind[] = ['jpeg', 'png', 'webp', 'svg'];

/** A file already uploaded through POST /api/uploads: the server's key, the user's name, its kind. */
export interface ListingFile {
  key: string;
  name: string;
  kind: ListingFileKind;
}

export interface ListingOffice {
  officeName: string;
  address: string;
}

/** The price and certification fields (./terms.ts) are part of the same form and the same review. */
export interface ListingValues extends ListingTermsValues {
  title: string;
  description: string;
  categoryIds: string[];
  thumbnail: ListingFile | null;
  images: ListingFile[];
  video: ListingFile | null;
  videoUrl: string;
  detailItems: string[];
  titleItems: string[];
  explainItems: string[];
  areaIds: string[];
  offices: ListingOffice[];
  document: ListingFile | null;
}

export const LISTING_MESSAGES = {
  titleRequired: 'タイトルを入力してください',
  titleMax: `タイトルは${LISTING_LIMITS.title}文字以内で入力してください`,
  descriptionMax: `説明文は${LISTING_LIMITS.description}文字以内で入力してください`,
  categoriesRequired: `カテゴリーを${MAX_CATEGORIES}つまで選択してください`,
  categoriesTooMany: `カテゴリーが${MAX_CATEGORIES}つを超えて選択されています`,
  categoryUnknown: '選択できないカテゴリーが含まれています',
  thumbnailRequired: 'サムネイル画像を選択してください',
  thumbnailType: 'サムネイル画像はjpeg・png・webp・svg形式のファイルを選択してください',
  imageType: '画像はjpeg・png・webp・svg形式のファイルを選択してください',
  videoType: '動画はmp4形式のみアップロードできます',
  videoUrlFormat: '正しいURL形式で入力してください',
  detailItemsRequired: '詳細項目を1つ以上入力してください',
  detailItemMax: `詳細項目は${LISTING_LIMITS.detailItem}文字以内で入力してください`,
  titleItemsRequired: '見出し項目を1つ以上入力してください',
  titleItemMax: `見出し項目は${LISTING_LIMITS.titleItem}文字以内で入力してください`,
  explainItemMax: `説明項目は${LISTING_LIMITS.explainItem}文字以内で入力してください`,
  areaRequired: '対象地域を選択してください',
  areaUnknown: '選択できない対象地域が含まれています',
  officeRequired: '本社・支社名を1つ以上入力してください',
  officeAddress: (n: number) => `本社・支社${n} の住所を入力してください`,
  documentRequired: '資料（PDF）を選択してください',
  documentType: '資料はPDF形式のファイルを選択してください',
  notAFile: 'ファイルを選択してください',
} as const;

/** Items (and offices) a listing may hold; the spec sets no count, the editor and the columns do. */
export const LISTING_ITEM_MAX = 10;
export const LISTING_IMAGE_MAX = 10;
export const VIDEO_URL_MAX_LENGTH = 2048;

const VIDEO_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const chars = (value: unknown) => (typeof value === 'string' ? [...value.trim()].length : 0);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A file input's value must be an uploaded file reference, never a path or a name typed in. */
export function isListingFile(value: unknown): value is ListingFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.key === 'string' &&
    file.key !== '' &&
    typeof file.name === 'string' &&
    (LISTING_FILE_KINDS as readonly unknown[]).includes(file.kind)
  );
}

function fileRule(value: unknown, kinds: readonly ListingFileKind[], typeMessage: string): string | undefined {
  if (!isListingFile(value)) return LISTING_MESSAGES.notAFile;
  return kinds.includes(value.kind) ? undefined : typeMessage;
}

function itemsRule(value: unknown, max: number, maxMessage: string, requiredMessage?: string, submit = true) {
  const items = list(value);
  if (items.some((item) => typeof item !== 'string')) return maxMessage;
  if (items.length > LISTING_ITEM_MAX || items.some((item) => chars(item) > max)) return maxMessage;
  if (requiredMessage && submit && !items.some((item) => text(item) !== '')) return requiredMessage;
  return undefined;
}

export type ListingErrors = Partial<Record<string, string>>;

/**
 * Every rule, one message per field (offices per row: `offices.N.address`). `submit: false`
 * checks a draft: limits and types only, so an unfinished listing can be kept.
 */
export function validateListing(values: Partial<ListingValues>, options: { submit: boolean }): ListingErrors {
  const { submit } = options;
  const errors: ListingErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };

  if (submit && text(values.title) === '') set('title', LISTING_MESSAGES.titleRequired);
  if (chars(values.title) > LISTING_LIMITS.title) set('title', LISTING_MESSAGES.titleMax);
  if (chars(values.description) > LISTING_LIMITS.description) set('description', LISTING_MESSAGES.descriptionMax);

  const categories = list(values.categoryIds);
  if (categories.length > MAX_CATEGORIES) set('categoryIds', LISTING_MESSAGES.categoriesTooMany);
  else if (submit && categories.length === 0) set('categoryIds', LISTING_MESSAGES.categoriesRequired);
  else if (categories.some((id) => typeof id !== 'string' || !CATEGORY_IDS.includes(id))) {
    set('categoryIds', LISTING_MESSAGES.categoryUnknown);
  }

  if (values.thumbnail == null) {
    if (submit) set('thumbnail', LISTING_MESSAGES.thumbnailRequired);
  } else set('thumbnail', fileRule(values.thumbnail, IMAGE_KINDS, LISTING_MESSAGES.thumbnailType));

  const images = list(values.images);
  if (images.length > LISTING_IMAGE_MAX) set('images', LISTING_MESSAGES.imageType);
  for (const image of images) set('images', fileRule(image, IMAGE_KINDS, LISTING_MESSAGES.imageType));

  if (values.video != null) set('video', fileRule(values.video, ['mp4'], LISTING_MESSAGES.videoType));
  const videoUrl = text(values.videoUrl);
  if (videoUrl !== '' && (!VIDEO_URL_PATTERN.test(videoUrl) || videoUrl.length > VIDEO_URL_MAX_LENGTH)) {
    set('videoUrl', LISTING_MESSAGES.videoUrlFormat);
  }

  set(
    'detailItems',
    itemsRule(
      values.detailItems,
      LISTING_LIMITS.detailItem,
      LISTING_MESSAGES.detailItemMax,
      LISTING_MESSAGES.detailItemsRequired,
      submit,
    ),
  );
  set(
    'titleItems',
    itemsRule(
      values.titleItems,
      LISTING_LIMITS.titleItem,
      LISTING_MESSAGES.titleItemMax,
      LISTING_MESSAGES.titleItemsRequired,
      submit,
    ),
  );
  set('explainItems', itemsRule(values.explainItems, LISTING_LIMITS.explainItem, LISTING_MESSAGES.explainItemMax));

  const areas = list(values.areaIds);
  if (submit && areas.length === 0) set('areaIds', LISTING_MESSAGES.areaRequired);
  else if (areas.some((id) => typeof id !== 'string' || !isKnownAreaId(id))) {
    set('areaIds', LISTING_MESSAGES.areaUnknown);
  }

  const offices = list(values.offices).slice(0, LISTING_ITEM_MAX);
  const named = offices.filter((office) => text((office as ListingOffice | null)?.officeName) !== '');
  if (submit && named.length === 0) set('offices', LISTING_MESSAGES.officeRequired);
  offices.forEach((raw, index) => {
    const office = (raw ?? {}) as Partial<ListingOffice>;
    if (text(office.officeName) !== '' && text(office.address) === '') {
      set(`offices.${index}.address`, LISTING_MESSAGES.officeAddress(index + 1));
    }
  });

  if (values.document == null) {
    if (submit) set('document', LISTING_MESSAGES.documentRequired);
  } else set('document', fileRule(values.document, ['pdf'], LISTING_MESSAGES.documentType));

  for (const [field, message] of Object.entries(validateListingTerms(values))) set(field, message);
  return errors;
}

/** The kinds each upload purpose accepts, and the message when a file is something else. */
export const UPLOAD_PURPOSES = {
  thumbnail: { kinds: IMAGE_KINDS, message: LISTING_MESSAGES.thumbnailType },
  image: { kinds: IMAGE_KINDS, message: LISTING_MESSAGES.imageType },
  video: { kinds: ['mp4'] as readonly ListingFileKind[], message: LISTING_MESSAGES.videoType },
  document: { kinds: ['pdf'] as readonly ListingFileKind[], message: LISTING_MESSAGES.documentType },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);
}

export const LISTING_STATUS_LABELS: Record<string, string> = {
  draft: '下書き',
  review: '審査中',
  published: '掲載中',
  returned: '差し戻し',
};
