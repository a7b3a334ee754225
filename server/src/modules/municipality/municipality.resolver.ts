import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { pageOf } from '../operator/paging';
import {
  MunicipalDomainView,
  MunicipalMembershipView,
  MunicipalityOption,
  UnconfirmedMemberPage,
} from './municipality.types';

/**
 * The municipality master's search (the pickers), and earned municipal membership: the
 * operator's bindings and confirmations, and the member's own state.
 */
@Resolver()
export class MunicipalityResolver {
  /** Public: registration picks the municipality before an account exists; the master is public data. */
  @Access('public')
  @RateLimit('search')
  @Query(() => [MunicipalityOption], {
    description:
      '自治体（都道府県・市区町村）を名称か読みで探す（「音威子府」「おといねっぷ」「府中市」「ふちゅうし」）。一致の度合いの高い順、最大30件',
  })
  municipalities(
    @Arg('search', () => String) search: string,
    @Arg('limit', () => Int, { nullable: true, description: '件数（既定10、最大30）' }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<MunicipalityOption[]> {
    return context.services.municipalities.search(search, limit);
  }

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
