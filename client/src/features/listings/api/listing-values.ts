/** The editor's values and the GraphQL input they become. */
import { EMPTY_TERMS, type ListingValues } from '@portal/shared';
import type { ListingFieldsFragment, ListingInput } from '@/gql/graphql';
import type { UploadedFile } from '@/lib/upload-file';

export interface GrantLinkValue {
  grantId: string;
  title: string;
  note: string;
}

export interface CaseLinkValue {
  caseId: string;
  title: string;
}

export interface EditorValues extends Omit<ListingValues, 'thumbnail' | 'images' | 'video' | 'document'> {
  thumbnail: UploadedFile | null;
  images: UploadedFile[];
  video: UploadedFile | null;
  document: UploadedFile | null;
  /** Grants the listing is eligible for and the cases that used it (reviewed with the listing). */
  grantLinks: GrantLinkValue[];
  caseLinks: CaseLinkValue[];
}

export const EMPTY_EDITOR: EditorValues = {
  title: '',
  description: '',
  categoryIds: [],
  thumbnail: null,
  images: [],
  video: null,
  videoUrl: '',
  detailItems: ['', '', ''],
  titleItems: ['', ''],
  explainItems: ['', ''],
  areaIds: [],
  offices: [
    { officeName: '', address: '' },
    { officeName: '', address: '' },
  ],
  document: null,
  ...EMPTY_TERMS,
  grantLinks: [],
  caseLinks: [],
};

const pad = <T>(items: T[], length: number, filler: T) => [
  ...items,
  ...Array.from({ length: Math.max(0, length - items.length) }, () => filler),
];

export function editorValuesOf(listing: ListingFieldsFragment): EditorValues {
  const v = listing.values;
  const file = (f: typeof v.thumbnail) => (f ? { key: f.key, name: f.name, kind: f.kind, url: f.url ?? null } : null);
  return {
    title: v.title,
    description: v.description,
    categoryIds: v.categoryIds,
    thumbnail: file(v.thumbnail) as UploadedFile | null,
    images: v.images.map((image) => file(image) as UploadedFile),
    video: file(v.video) as UploadedFile | null,
    videoUrl: v.videoUrl,
    detailItems: pad(v.detailItems, 3, ''),
    titleItems: pad(v.titleItems, 2, ''),
    explainItems: pad(v.explainItems, Math.max(2, v.titleItems.length), ''),
    areaIds: v.areaIds,
    offices: pad(
      v.offices.map((o) => ({ officeName: o.officeName, address: o.address })),
      2,
      { officeName: '', address: '' },
    ),
    document: file(v.document) as UploadedFile | null,
    initialCost: v.initialCost,
    annualCost: v.annualCost,
    pricingUnit: v.pricingUnit,
    freeTrial: v.freeTrial,
    priceText: v.priceText,
    supportHours: v.supportHours,
    deliveryPeriod: v.deliveryPeriod,
    certifications: v.certifications,
    grantLinks: listing.links.grants.map((g) => ({
      grantId: g.grantId,
      note: g.note,
      title: g.title ?? `ID ${g.grantId}`,
    })),
    caseLinks: listing.links.cases.map((c) => ({ caseId: c.caseId, title: c.title ?? `ID ${c.caseId}` })),
  };
}

const ref = (file: UploadedFile | null) => (file ? { key: file.key, name: file.name, kind: file.kind } : null);

export function listingInputOf(values: EditorValues): ListingInput {
  return {
    title: values.title,
    description: values.description,
    categoryIds: values.categoryIds,
    thumbnail: ref(values.thumbnail),
    images: values.images.map((image) => ref(image)!),
    video: ref(values.video),
    videoUrl: values.videoUrl,
    detailItems: values.detailItems,
    titleItems: values.titleItems,
    explainItems: values.explainItems,
    areaIds: values.areaIds,
    offices: values.offices,
    document: ref(values.document),
    initialCost: values.initialCost,
    annualCost: values.annualCost,
    pricingUnit: values.pricingUnit,
    freeTrial: values.freeTrial,
    priceText: values.priceText,
    supportHours: values.supportHours,
    deliveryPeriod: values.deliveryPeriod,
    certifications: values.certifications,
    grantLinks: values.grantLinks.map((g) => ({ grantId: g.grantId, note: g.note })),
    caseIds: values.caseLinks.map((c) => c.caseId),
  };
}
