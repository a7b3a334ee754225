import { ROLES } from '@portal/shared';
import { Field, ObjectType } from 'type-graphql';

/** Who the caller is to the server (auth/roles.ts), for the client's few role-dependent screens. */
@ObjectType('ViewerView', { description: 'ログイン中の利用者の立場（サーバーが判定）', simpleResolvers: true })
export class ViewerView {
  @Field(() => String, { description: `役割：${ROLES.join('・')}` })
  role!: string;
}
