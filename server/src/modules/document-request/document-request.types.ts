import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'ダウンロードできる資料（請求したソリューションの資料PDF）', simpleResolvers: true })
export class RequestedDocument {
  @Field(() => ID, { description: '請求明細ID' })
  itemId!: string;

  @Field(() => ID, { description: '請求の uid（URL に使う）' })
  requestUid!: string;

  @Field(() => String, { description: '請求の受付番号' })
  receiptNumber!: string;

  @Field(() => ID)
  solutionId!: string;

  @Field(() => String)
  solutionTitle!: string;

  @Field(() => String)
  companyName!: string;

  @Field(() => String)
  documentName!: string;

  @Field(() => Date, { description: '請求日時' })
  requestedAt!: Date;

  @Field(() => String, { description: 'ダウンロードのパス（Authorization ヘッダー付きで GET する）' })
  downloadPath!: string;

  @Field(() => Boolean, { description: 'ダウンロード後に掲載企業が資料を差し替えた（資料が更新されました）' })
  documentUpdated!: boolean;

  @Field(() => String, {
    nullable: true,
    description: '資料が更新されたとき: 最新版のダウンロードのパス（請求者本人のみ。新たな請求は不要）',
  })
  currentDownloadPath!: string | null;
}
