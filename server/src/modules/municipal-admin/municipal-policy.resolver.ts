import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { MunicipalPolicyView } from './municipal-policy.types';

/** The administrator's rules for their own municipality's staff (the service finds the municipality). */
@Resolver()
export class MunicipalPolicyResolver {
  @Access('municipal')
  @Sensitive()
  @Query(() => MunicipalPolicyView, { description: '所属自治体のログインのルール（自治体管理者のみ）' })
  municipalPolicy(@Ctx() context: Context): Promise<MunicipalPolicyView> {
    return context.services.municipalPolicy.get(context);
  }

  @Access('municipal')
  @Mutation(() => MunicipalPolicyView, {
    description: '職員全員に二要素認証を求めるかを設定する（自治体管理者のみ。確認コードの再入力あり）',
  })
  saveMunicipalPolicy(
    @Arg('secondFactorRequired', () => Boolean) secondFactorRequired: boolean,
    @Ctx() context: Context,
  ): Promise<MunicipalPolicyView> {
    return context.services.municipalPolicy.save(context, { secondFactorRequired });
  }
}
