/** What the vendor area, the editor and the operator's review screen read. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Office, type Solution } from '../solution/solution.entity';
import { contentOfSolution, editedContent, valuesOfContent } from './listing-content';
import { publicFileUrl } from '../solution/file-urls';
import { type LinkTitles, ListingLinksView, linksView } from '../links/links.types';

@ObjectType({ description: 'アップロード済みのファイル', simpleResolvers: true })
export class ListingFile {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  kind!: string;

  @Field(() => String, { nullable: true, description: '画像・動画の表示用URL（資料は null）' })
  url!: string | null;
}

@ObjectType({ description: 'ソリューション掲載情報の編集内容', simpleResolvers: true })
export class ListingValuesType {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => [ID]) categoryIds!: string[];
  @Field(() => ListingFile, { nullable: true }) thumbnail!: ListingFile | null;
  @Field(() => [ListingFile]) images!: ListingFile[];
  @Field(() => ListingFile, { nullable: true }) video!: ListingFile | null;
  @Field(() => String) videoUrl!: string;
  @Field(() => [String]) detailItems!: string[];
  @Field(() => [String]) titleItems!: string[];
  @Field(() => [String]) explainItems!: string[];
  @Field(() => [ID]) areaIds!: string[];
  @Field(() => [Office]) offices!: Office[];
  @Field(() => ListingFile, { nullable: true }) document!: ListingFile | null;
  @Field(() => String, { description: '初期費用（円。空欄は未記載）' }) initialCost!: string;
  @Field(() => String, { description: '年額費用（円。空欄は未記載）' }) annualCost!: string;
  @Field(() => String) pricingUnit!: string;
  @Field(() => String) freeTrial!: string;
  @Field(() => String) priceText!: string;
  @Field(() => String) supportHours!: string;
  @Field(() => String) deliveryPeriod!: string;
  @Field(() => [String]) certifications!: string[];
}

@ObjectType({ description: '掲載企業から見たソリューション（一覧・編集用）', simpleResolvers: true })
export class Listing {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: '公開中の版のタイトル（未公開なら編集中のタイトル）' }) title!: string;
  @Field(() => String, { description: 'draft・review・published・returned' }) status!: string;
  @Field(() => String, { nullable: true, description: '公開中の掲載の変更の状態（draft・review・returned）' })
  revisionStatus!: string | null;
  @Field(() => String, { nullable: true, description: '差し戻しの理由' }) reviewComment!: string | null;
  @Field(() => Int, { description: '資料のダウンロード回数' }) downloadCount!: number;
  @Field(() => ID) companyId!: number;
  @Field(() => String) companyName!: string;
  @Field(() => String, { description: '掲載企業の状態（pending・approved・suspended）' }) companyStatus!: string;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => ListingValuesType, { description: '編集中の内容（公開中の掲載は変更内容）' }) values!: ListingValuesType;
  @Field(() => ListingValuesType, {
    nullable: true,
    description: '公開中の版の内容（公開中の掲載に変更があるときのみ。審査画面の差分用）',
  })
  publishedValues!: ListingValuesType | null;
  @Field(() => ListingLinksView, { description: '編集中の関連情報（補助金・導入事例）。承認まで公開されない' })
  links!: ListingLinksView;
  @Field(() => ListingLinksView, {
    nullable: true,
    description: '公開中の関連情報（公開中の掲載に関連情報の変更があるときのみ。審査画面の差分用）',
  })
  publishedLinks!: ListingLinksView | null;
}

function withUrl(file: { key: string; name: string; kind: string } | null): ListingFile | null {
  if (!file) return null;
  return { ...file, url: file.kind === 'pdf' ? null : publicFileUrl(file.key) || null };
}

function valuesWithUrls(values: ReturnType<typeof valuesOfContent>): ListingValuesType {
  return {
    ...values,
    thumbnail: withUrl(values.thumbnail),
    images: values.images.map((image) => withUrl(image)!),
    video: withUrl(values.video),
    document: withUrl(values.document),
  };
}

export function toListing(solution: Solution, titles: LinkTitles): Listing {
  const published = solution.publishedLinks ?? { grants: [], caseIds: [] };
  const values = valuesOfContent(editedContent(solution));
  const changed = solution.status === 'published' && solution.revision !== null;
  return {
    id: solution.id,
    title: solution.title,
    status: solution.status,
    revisionStatus: solution.revisionStatus,
    reviewComment: solution.reviewComment,
    downloadCount: solution.downloadCount,
    companyId: solution.companyId,
    companyName: solution.company?.name ?? '',
    companyStatus: solution.company?.status ?? 'pending',
    publishedAt: solution.publishedAt,
    updatedAt: solution.updatedAt,
    values: valuesWithUrls(values),
    publishedValues: changed ? valuesWithUrls(valuesOfContent(contentOfSolution(solution))) : null,
    links: linksView(solution.editedLinks ?? published, titles),
    publishedLinks: solution.status === 'published' && solution.editedLinks ? linksView(published, titles) : null,
  };
}
