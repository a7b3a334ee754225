import { Field, ObjectType } from 'type-graphql';
import { CaseSummary } from './case.types';

@ObjectType({ description: '利用者の所属自治体', simpleResolvers: true })
export class OwnMunicipality {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '規模の表示（例: 町村・1万〜5万人）' })
  sizeLabel!: string;
}

@ObjectType({ description: '同規模の自治体の事例の一件と、似ている理由', simpleResolvers: true })
export class SimilarCase {
  @Field(() => CaseSummary)
  case!: CaseSummary;

  @Field(() => String, { description: '似ている理由（例: 同じ県の同規模自治体）' })
  reason!: string;
}

@ObjectType({ description: '同規模の自治体の事例（似ている順）', simpleResolvers: true })
export class SimilarCases {
  @Field(() => OwnMunicipality, { nullable: true, description: '比べた自治体。確認できないときは null' })
  municipality!: OwnMunicipality | null;

  @Field(() => String, { nullable: true, description: '表示できないときの理由（所属自治体が確認できないなど）' })
  message!: string | null;

  @Field(() => [SimilarCase])
  items!: SimilarCase[];
}
