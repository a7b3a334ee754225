/** 「自団体の事例」 for the caller (own-municipality.service.ts). */
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { Case } from './case.entity';

@Resolver(() => Case)
export class OwnMunicipalityResolver {
  @FieldResolver(() => Boolean, {
    description: '呼び出した自治体職員の所属自治体（確認済み）の事例か（自団体の事例）。それ以外の利用者には常に false',
  })
  ownMunicipality(@Root() record: Case, @Ctx() context: Context): Promise<boolean> {
    return context.services.ownMunicipality.isOwn(context, record);
  }

  @Access('signedIn')
  @Query(() => [ID], {
    description:
      '指定した導入事例のうち、呼び出した自治体職員の所属自治体（確認済み）の事例の ID（自団体の事例。100件まで）',
  })
  ownMunicipalityCases(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: Context): Promise<string[]> {
    return context.services.ownMunicipality.caseIds(context, ids);
  }
}
