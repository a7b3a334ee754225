import { ROLES } from '@portal/shared';
import { Field, ObjectType } from 'type-graphql';

/** Who the caller is to the server (auth/roles.ts), for the client's few role-dependent screens. */
@ObjectType('ViewerView', { description: 'ログイン中の利用者の立場（サーバーが判定）', simpleResolvers: true })
export class ViewerView {
  @Field(() => String, { description: `役割：${ROLES.join('・')}` })
  role!: string;

  @Field(() => Boolean, {
    description:
      'このセッションで二段階認証の確認が済むまで役割が保留されている（所属自治体の方針、または登録済みの認証アプリ）',
  })
  secondFactorPending!: boolean;

  @Field(() => Boolean, {
    description: '自治体職員で、所属自治体の確認が済んでいる（共有リストを使える。画面の出し分け用）',
  })
  municipalityConfirmed!: boolean;
}
