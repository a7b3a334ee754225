/**
 * What a vendor edits, as one value: stored in the live columns of a listing that is not yet
 * published, or as the pending revision of a published one. Files are kept as storage keys whose
 * extension is the kind the server detected from the content.
 */
import type { ListingFile, ListingTermsValues, ListingValues } from '@portal/shared';
import type { Area } from '../area/area.entity';
import type { Category } from '../category/category.entity';
import { parseFileKey } from '../solution/file-urls';
import type { ListingContent, ListingTerms, Solution } from '../solution/solution.entity';

export const NO_TERMS: ListingTerms = {
  initialCost: null,
  annualCost: null,
  pricingUnit: null,
  freeTrial: 'unknown',
  priceText: null,
  supportHours: null,
  deliveryPeriod: null,
  certifications: [],
};

function termsOfSolution(solution: Solution): ListingTerms {
  return {
    initialCost: solution.initialCost ?? null,
    annualCost: solution.annualCost ?? null,
    pricingUnit: solution.pricingUnit ?? null,
    freeTrial: solution.freeTrial ?? 'unknown',
    priceText: solution.priceText ?? null,
    supportHours: solution.supportHours ?? null,
    deliveryPeriod: solution.deliveryPeriod ?? null,
    certifications: solution.certifications ?? [],
  };
}

/** The editor's text values of stored terms. */
export function termsValuesOf(terms: ListingTerms | undefined): ListingTermsValues {
  const t = terms ?? NO_TERMS;
  return {
    initialCost: t.initialCost === null ? '' : String(t.initialCost),
    annualCost: t.annualCost === null ? '' : String(t.annualCost),
    pricingUnit: t.pricingUnit ?? '',
    freeTrial: t.freeTrial,
    priceText: t.priceText ?? '',
    supportHours: t.supportHours ?? '',
    deliveryPeriod: t.deliveryPeriod ?? '',
    certifications: t.certifications,
  };
}

function fileOf(key: string | null, name?: string | null): ListingFile | null {
  if (!key) return null;
  const parsed = parseFileKey(key);
  if (!parsed) return null;
  return { key, name: name ?? `${parsed.name}.${parsed.kind}`, kind: parsed.kind };
}

export function contentOfSolution(solution: Solution): ListingContent {
  return {
    title: solution.title,
    description: solution.description,
    categoryIds: (solution.categories ?? []).map((c) => c.id).sort(),
    areaIds: (solution.areas ?? []).map((a) => a.id).sort(),
    detailItems: solution.detailItems,
    titleItems: solution.titleItems,
    explainItems: solution.explainItems,
    offices: solution.offices,
    thumbnailKey: solution.thumbnailKey,
    imageKeys: solution.imageKeys,
    videoKey: solution.videoKey,
    videoUrl: solution.videoUrl,
    documentKey: solution.documentKey,
    documentName: solution.documentName,
    terms: termsOfSolution(solution),
  };
}

/** The content being edited: the pending revision of a published listing, otherwise the listing. */
export function editedContent(solution: Solution): ListingContent {
  return solution.revision ?? contentOfSolution(solution);
}

export function applyContent(solution: Solution, content: ListingContent): void {
  solution.title = content.title;
  solution.description = content.description;
  solution.categories = content.categoryIds.map((id) => ({ id }) as Category);
  solution.areas = content.areaIds.map((id) => ({ id }) as Area);
  solution.detailItems = content.detailItems;
  solution.titleItems = content.titleItems;
  solution.explainItems = content.explainItems;
  solution.offices = content.offices;
  solution.thumbnailKey = content.thumbnailKey;
  solution.imageKeys = content.imageKeys;
  solution.videoKey = content.videoKey;
  solution.videoUrl = content.videoUrl;
  solution.documentKey = content.documentKey;
  solution.documentName = content.documentName;
  const terms = content.terms ?? NO_TERMS;
  solution.initialCost = terms.initialCost;
  solution.annualCost = terms.annualCost;
  solution.pricingUnit = terms.pricingUnit;
  solution.freeTrial = terms.freeTrial;
  solution.priceText = terms.priceText;
  solution.supportHours = terms.supportHours;
  solution.deliveryPeriod = terms.deliveryPeriod;
  solution.certifications = terms.certifications;
}

/** The editor's values (files as references) for some content. */
export function valuesOfContent(content: ListingContent): ListingValues {
  return {
    title: content.title,
    description: content.description,
    categoryIds: content.categoryIds,
    areaIds: content.areaIds,
    detailItems: content.detailItems,
    titleItems: content.titleItems,
    explainItems: content.explainItems,
    offices: content.offices,
    thumbnail: fileOf(content.thumbnailKey),
    images: content.imageKeys.map((key) => fileOf(key)).filter((f): f is ListingFile => f !== null),
    video: fileOf(content.videoKey),
    videoUrl: content.videoUrl ?? '',
    document: fileOf(content.documentKey, content.documentName),
    ...termsValuesOf(content.terms),
  };
}

/** Every file key the content refers to (an editor may keep these without uploading again). */
export function keysOfContent(content: ListingContent | null): string[] {
  if (!content) return [];
  return [content.thumbnailKey, ...content.imageKeys, content.videoKey, content.documentKey].filter(
    (key): key is string => Boolean(key),
  );
}
