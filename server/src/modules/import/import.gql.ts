/** What previewImport and runImport answer: the counts and a line per record. */
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '取り込みの件数', simpleResolvers: true })
export class ImportCountsType {
  @Field(() => Int, { description: '新規' }) created!: number;
  @Field(() => Int, { description: '更新' }) updated!: number;
  @Field(() => Int, { description: '変更なし' }) unchanged!: number;
  @Field(() => Int, { description: '公開停止' }) withdrawn!: number;
  @Field(() => Int, { description: '取り込めないもの' }) refused!: number;
}

@ObjectType({ description: '取り込みの1件（プレビューでは、書き込んだ場合にどうなるか）', simpleResolvers: true })
export class ImportRowType {
  @Field(() => String, { nullable: true, description: '「17行目」「3件目（id: …）」' }) place!: string | null;
  @Field(() => String) sourceId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'created・updated・unchanged・withdrawn・refused' }) outcome!: string;
  @Field(() => [String], { description: '更新で変わる項目' }) fields!: string[];
  @Field(() => [String], { description: 'エラーと注意（項目名つき）' }) messages!: string[];
}

@ObjectType({ description: '取り込みの結果（プレビューは書き込みなし）', simpleResolvers: true })
export class ImportReportType {
  @Field(() => String) kind!: string;
  @Field(() => String) fileLabel!: string;
  @Field(() => Boolean) full!: boolean;
  @Field(() => Boolean, { description: 'true: プレビュー（何も書き込んでいない）' }) dryRun!: boolean;
  @Field(() => ImportCountsType) counts!: ImportCountsType;
  @Field(() => [ImportRowType], { description: '変更のある行から順に、最大 IMPORT_ROWS_LISTED 件' })
  rows!: ImportRowType[];
  @Field(() => Int, { description: '一覧に載せなかった行（変更なしの行が多いとき）' }) rowsOmitted!: number;
}

@InputType({ description: 'アップロードしたファイルの取り込み' })
export class ImportInput {
  @Field(() => String, { description: 'jgrants・grants・cases' }) kind!: string;
  @Field(() => String, { description: 'POST /api/uploads?purpose=import が返した key' }) file!: string;
  @Field(() => String, { description: 'アップロードしたときのファイル名（メッセージに使う）' }) fileName!: string;
  @Field(() => Boolean, { description: 'ファイルにないものを公開停止にする' }) full!: boolean;
}
