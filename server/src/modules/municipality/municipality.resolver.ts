import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { pageOf } from '../operator/paging';
import { MunicipalDomainView, MunicipalMembershipView, UnconfirmedMemberPage } from './municipality.types';

/** Earned municipal membership: the operator's bindings and confirmations, and the member's own state. */
@Resolver()
export class MunicipalityResolver {
  @Access('municipal')
  @Sensitive()
  @Query(() => MunicipalMembershipView, { description: '共有リストのための所属自治体の確認状況（本人）' })
  myMunicipality(@Ctx() context: Context): Promise<MunicipalMembershipView> {
    return context.services.municipalities.membership(context);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => [MunicipalDomainView], { description: 'メールドメインと自治体の対応の一覧（運営者のみ）' })
  municipalDomains(@Ctx() context: Context): Promise<MunicipalDomainView[]> {
    return context.services.municipalities.bindings(context);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => UnconfirmedMemberPage, { description: '所属自治体が未確認の自治体職員（検索・ページ送り。運営者のみ）' })
  membersAwaitingMunicipality(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<UnconfirmedMemberPage> {
    return context.services.municipalities.unconfirmed(context, search, pageOf(offset, limit));
  }

  @Access('operator')
  @Mutation(() => MunicipalDomainView, {
    description: 'メールドメインを自治体に結び付ける（そのドメインの確認済みアドレス全員に適用。運営者のみ）',
  })
  bindMunicipalDomain(
    @Arg('domain', () => String) domain: string,
    @Arg('municipality', () => String, { description: '自治体の正式名称または6桁の自治体コード' }) municipality: string,
    @Ctx() context: Context,
  ): Promise<MunicipalDomainView> {
    return context.services.municipalities.bind(context, domain, municipality);
  }

  @Access('operator')
  @Mutation(() => Boolean, { description: 'メールドメインと自治体の結び付きを外す（運営者のみ）' })
  unbindMunicipalDomain(@Arg('domain', () => String) domain: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.municipalities.unbind(context, domain);
  }

  @Access('operator')
  @Mutation(() => Boolean, {
    description: '自治体職員の所属自治体を、現在の確認済みメールアドレスに限り確認する（運営者のみ）',
  })
  confirmMemberMunicipality(
    @Arg('uid', () => ID) uid: string,
    @Arg('municipality', () => String, { description: '自治体の正式名称または6桁の自治体コード' }) municipality: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return context.services.municipalities.confirmMember(context, uid, municipality);
  }
}
