import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { UserProfile } from '../profile/profile.entity';
import { AwaitingMemberPage, ConsoleCounts, ConsoleUser } from './operator.types';
import { pageOf } from './paging';

/** The operator console: members awaiting approval and accounts (docs/operator-console.md). */
@Resolver()
export class OperatorResolver {
  @Access('operator')
  @Sensitive()
  @Query(() => AwaitingMemberPage, { description: '自治体職員の承認待ちの会員（検索・ページ送り。運営者のみ）' })
  membersAwaitingApproval(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<AwaitingMemberPage> {
    return context.services.operatorMembers.awaiting(context, search, pageOf(offset, limit));
  }

  @Access('operator')
  @Query(() => ConsoleCounts, { description: '対応を待つものの件数（運営者メニューの最初の画面。運営者のみ）' })
  consoleCounts(@Ctx() context: Context): Promise<ConsoleCounts> {
    return context.services.consoleCounts.counts(context);
  }

  @Access('operator')
  @Mutation(() => UserProfile, {
    description: '承認待ちの会員を理由を添えて承認しない（理由は本人にメール。運営者のみ）',
  })
  declineMunicipalMember(
    @Arg('uid', () => ID) uid: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() context: Context,
  ): Promise<UserProfile> {
    return context.services.operatorMembers.decline(context, uid, reason);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => [ConsoleUser], { description: 'メールアドレスで利用者を探す（運営者のみ）' })
  users(@Arg('email', () => String) email: string, @Ctx() context: Context): Promise<ConsoleUser[]> {
    return context.services.operatorUsers.find(context, email);
  }

  @Access('operator')
  @Mutation(() => ConsoleUser, { description: '利用者を認証基盤で利用停止にする（理由必須。運営者のみ）' })
  disableUser(
    @Arg('uid', () => ID) uid: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() context: Context,
  ): Promise<ConsoleUser> {
    return context.services.operatorUsers.setDisabled(context, uid, true, reason);
  }

  @Access('operator')
  @Mutation(() => ConsoleUser, { description: '利用停止中の利用者を再び利用可能にする（理由必須。運営者のみ）' })
  enableUser(
    @Arg('uid', () => ID) uid: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() context: Context,
  ): Promise<ConsoleUser> {
    return context.services.operatorUsers.setDisabled(context, uid, false, reason);
  }
}
