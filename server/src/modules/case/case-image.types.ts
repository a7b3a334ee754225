/** An image of a case study as GraphQL answers it (stored on the case: case.entity.ts). */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: '導入事例の画像', simpleResolvers: true })
export class CaseImage {
  @Field(() => String)
  url!: string;

  @Field(() => String, { description: '一覧・サムネイル用の縮小画像' })
  thumbnailUrl!: string;

  @Field(() => String, { description: '代替テキスト' })
  alt!: string;
}
