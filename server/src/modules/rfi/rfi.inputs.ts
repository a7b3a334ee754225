import { Field, Float, ID, InputType } from 'type-graphql';

@InputType({ description: '質問1つ' })
export class RfiQuestionInput {
  @Field(() => String, { description: 'text、yesno、choice、number、price' }) kind!: string;
  @Field(() => String) label!: string;
  @Field(() => [String], { nullable: true, description: 'choice の選択肢' }) choices?: string[] | null;
  @Field(() => String, { nullable: true, description: 'number の単位' }) unit?: string | null;
}

@InputType({ description: 'アップロードしたPDF（POST /api/uploads?purpose=rfi の答え）' })
export class RfiFileInput {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
}

@InputType({ description: '情報提供依頼・見積依頼の内容（下書きの保存・更新）' })
export class RfiInput {
  @Field(() => String, { description: 'rfi 情報提供依頼、rfq 見積依頼' }) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => String) background!: string;
  @Field(() => String, { description: 'basket、shortlist、comparison' }) origin!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      '作成元の共有リスト（origin が shortlist のとき。所属自治体のリストに限る。作成時のみで、更新では変わらない）',
  })
  shortlistId?: string | null;
  @Field(() => [ID], { description: '依頼のもとにするソリューション。掲載企業ごとに1社の依頼先になる（2〜5社）' })
  solutionIds!: string[];
  @Field(() => String, { description: '回答期限（日本時間、YYYY-MM-DDTHH:mm）' }) deadline!: string;
  @Field(() => [RfiQuestionInput]) questions!: RfiQuestionInput[];
  @Field(() => RfiFileInput, { nullable: true, description: '仕様書PDF（省略: なし。更新では省略すると外す）' })
  spec?: RfiFileInput | null;
  @Field(() => Boolean, { nullable: true, description: '更新で spec を省略したとき、true なら仕様書をいまのまま残す' })
  keepSpec?: boolean | null;
}

@InputType({ description: '価格表の回答' })
export class RfiPriceInput {
  @Field(() => Float) initial!: number;
  @Field(() => Float) annual!: number;
  @Field(() => Float) unitPrice!: number;
  @Field(() => Float) quantity!: number;
  @Field(() => Boolean) taxIncluded!: boolean;
}

@InputType({ description: '質問1つへの回答' })
export class RfiAnswerInput {
  @Field(() => ID) questionId!: string;
  @Field(() => String, { nullable: true }) text?: string | null;
  @Field(() => Boolean, { nullable: true }) yes?: boolean | null;
  @Field(() => String, { nullable: true }) choice?: string | null;
  @Field(() => Float, { nullable: true }) number?: number | null;
  @Field(() => RfiPriceInput, { nullable: true }) price?: RfiPriceInput | null;
}

@InputType({ description: '掲載企業の回答（一時保存または提出）' })
export class RfiAnswerSubmission {
  @Field(() => [RfiAnswerInput]) answers!: RfiAnswerInput[];
  @Field(() => RfiFileInput, { nullable: true, description: '見積書PDF（省略: いまのまま）' })
  quote?: RfiFileInput | null;
  @Field(() => Boolean, { description: 'true: 提出する（すべての質問に回答が必要）' }) submit!: boolean;
}

@InputType({ description: '依頼の終了（採用または見送り）' })
export class RfiCloseInput {
  @Field(() => String, { description: 'adopted 採用、declined 見送り' }) outcome!: string;
  @Field(() => ID, { nullable: true, description: '採用する依頼先ID' }) invitationId?: string | null;
  @Field(() => Float, { nullable: true, description: '採用金額（円、税込）' }) amount?: number | null;
  @Field(() => String) reason!: string;
}
