/** The editor's live preview: the listing drawn by the same component municipal users see. */
import { areaName, findCategory, parseCostYen } from '@portal/shared';
import { SolutionDetail, SolutionDetail_solution } from '@/features/solutions/components/solution-detail';
import type { EditorValues } from '@/features/listings/api/listing-values';
import { makeFragmentData } from '@/gql';

export function ListingPreview({ values, companyName }: { values: EditorValues; companyName: string }) {
  const now = new Date().toISOString();
  const solution = makeFragmentData(
    {
      __typename: 'Solution',
      id: '0',
      uid: 'preview',
      title: values.title || '（タイトル未入力）',
      description: values.description,
      categories: values.categoryIds.flatMap((id) => {
        const category = findCategory(id);
        return category
          ? [{ __typename: 'Category' as const, id, name: category.name, subnames: [...category.subnames] }]
          : [];
      }),
      areas: values.areaIds.map((id) => ({ __typename: 'Area' as const, id, name: areaName(id) ?? id })),
      targetCityKinds: [],
      targetPopulationBands: [],
      detailItems: values.detailItems,
      titleItems: values.titleItems,
      explainItems: values.explainItems,
      offices: values.offices
        .filter((o) => o.officeName.trim() !== '')
        .map((o) => ({ __typename: 'Office' as const, ...o })),
      priceText: values.priceText || null,
      initialCost: parseCostYen(values.initialCost) ?? null,
      annualCost: parseCostYen(values.annualCost) ?? null,
      pricingUnit: values.pricingUnit || null,
      freeTrial: values.freeTrial,
      supportHours: values.supportHours || null,
      deliveryPeriod: values.deliveryPeriod || null,
      certifications: values.certifications,
      videoUrl: values.videoUrl || null,
      thumbnailUrl: values.thumbnail?.url ?? null,
      imageUrls: values.images.flatMap((image) => (image.url ? [image.url] : [])),
      videoFileUrl: values.video?.url ?? null,
      documentName: values.document?.name ?? null,
      status: 'preview',
      fiscalYear: null,
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
      company: {
        __typename: 'Company',
        id: '0',
        name: companyName,
        address: '',
        url: null,
        corporateNumber: null,
        description: null,
      },
    },
    SolutionDetail_solution,
  );
  return <SolutionDetail solution={solution} />;
}
