/** What the sign-in page and the SSO settings screen read and send. */
import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'シングルサインオンを使える自治体（ログイン画面の選択肢）', simpleResolvers: true })
export class SingleSignOnProvider {
  @Field(() => ID, { description: '全国地方公共団体コード（6桁）' }) municipalityCode!: string;
  @Field(() => String) municipalityName!: string;
  @Field(() => [String], { description: '許可するメールドメイン' }) allowedDomains!: string[];
}

@ObjectType({
  description: '自治体の OpenID Connect 設定（クライアントシークレットは返さない）',
  simpleResolvers: true,
})
export class MunicipalSsoSettingView {
  @Field(() => ID) municipalityCode!: string;
  @Field(() => String) municipalityName!: string;
  @Field(() => String, { description: 'IdP の Issuer（https://…）' }) issuer!: string;
  @Field(() => String) clientId!: string;
  @Field(() => Boolean, { description: 'クライアントシークレットが保存されている' }) hasClientSecret!: boolean;
  @Field(() => [String]) allowedDomains!: string[];
  @Field(() => String, { nullable: true, description: '部署として読む ID トークンのクレーム名' })
  divisionClaim!: string | null;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Date) updatedAt!: Date;
}

@InputType({ description: '自治体の OpenID Connect 設定' })
export class MunicipalSsoSettingInput {
  @Field(() => ID) municipalityCode!: string;
  @Field(() => String) issuer!: string;
  @Field(() => String) clientId!: string;
  @Field(() => String, { nullable: true, description: '空なら保存済みのものを使い続ける' })
  clientSecret!: string | null;
  @Field(() => [String]) allowedDomains!: string[];
  @Field(() => String, { nullable: true }) divisionClaim!: string | null;
  @Field(() => Boolean) enabled!: boolean;
}
