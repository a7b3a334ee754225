import { Field, InputType } from 'type-graphql';
import { MunicipalRegistrationInput } from '../profile/profile.inputs';

@InputType({
  description: '掲載企業の登録（com-register）。担当者の項目は自治体職員の登録と同じで、organization は会社名',
})
export class CompanyRegistrationInput extends MunicipalRegistrationInput {
  @Field(() => String, { description: '法人番号（13桁。なければ空）' })
  corporateNumber!: string;

  @Field(() => String, { description: '所在地' })
  companyAddress!: string;

  @Field(() => String, { description: 'ウェブサイトURL（なければ空）' })
  companyUrl!: string;
}
