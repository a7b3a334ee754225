import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import {
  CompanyInvitationPreview,
  CompanyInvitationView,
  CompanyTeam,
  ReceivedRequestHandling,
} from './company-team.types';

/**
 * 掲載企業のユーザー and their shared work on received requests. The services find the company
 * from the caller's profile; no operation takes a company id from the client.
 */
@Resolver()
export class CompanyTeamResolver {
  @Access('vendor')
  @Sensitive()
  @Query(() => CompanyTeam, { description: '自社のユーザーと送信済みの招待（招待は管理者にだけ返す）' })
  companyTeam(@Ctx() context: Context): Promise<CompanyTeam> {
    return context.services.companyTeam.team(context);
  }

  @Access('vendor')
  @Mutation(() => CompanyInvitationView, { description: '同僚をメールアドレスで招待する（掲載企業の管理者のみ）' })
  inviteCompanyMember(
    @Arg('email', () => String) email: string,
    @Arg('role', () => String, { description: 'admin（管理者）・staff（担当者）' }) role: string,
    @Ctx() context: Context,
  ): Promise<CompanyInvitationView> {
    return context.services.companyTeam.invite(context, email, role);
  }

  @Access('vendor')
  @Mutation(() => Boolean, { description: '未使用の招待を取り消す（掲載企業の管理者のみ）' })
  revokeCompanyInvitation(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.companyTeam.revoke(context, id);
  }

  @Access('signedIn')
  @Sensitive()
  @Query(() => CompanyInvitationPreview, { description: '掲載企業への招待の内容（招待メールのリンクから）' })
  companyInvitation(
    @Arg('token', () => String) token: string,
    @Ctx() context: Context,
  ): Promise<CompanyInvitationPreview> {
    return context.services.companyTeam.preview(context, token);
  }

  @Access('signedIn')
  @Mutation(() => CompanyInvitationPreview, {
    description: '招待を受けて掲載企業のユーザーになる（招待されたメールアドレスで確認済みのときのみ。一度だけ）',
  })
  acceptCompanyInvitation(
    @Arg('token', () => String) token: string,
    @Ctx() context: Context,
  ): Promise<CompanyInvitationPreview> {
    return context.services.companyTeam.accept(context, token);
  }

  @Access('vendor')
  @Mutation(() => Boolean, { description: 'ユーザーの役割（管理者・担当者）を変える（掲載企業の管理者のみ）' })
  setCompanyMemberRole(
    @Arg('uid', () => ID) uid: string,
    @Arg('role', () => String) role: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return context.services.companyTeam.setRole(context, uid, role);
  }

  @Access('vendor')
  @Mutation(() => Boolean, {
    description: 'ユーザーを自社から外す（すぐに掲載企業の権限を失い、全端末でログアウト。管理者のみ）',
  })
  removeCompanyMember(@Arg('uid', () => ID) uid: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.companyTeam.remove(context, uid);
  }

  @Access('vendor')
  @Sensitive()
  @Query(() => [ReceivedRequestHandling], { description: '届いた資料請求の社内の担当と社内メモ（自社のユーザーのみ）' })
  receivedRequestHandlings(@Ctx() context: Context): Promise<ReceivedRequestHandling[]> {
    return context.services.requestHandling.list(context);
  }

  @Access('vendor')
  @Mutation(() => ReceivedRequestHandling, {
    description: '届いた資料請求を自社のユーザーに割り当てる（null で割り当てなし）',
  })
  assignReceivedRequest(
    @Arg('uid', () => ID) uid: string,
    @Arg('assigneeUid', () => ID, { nullable: true }) assigneeUid: string | null,
    @Ctx() context: Context,
  ): Promise<ReceivedRequestHandling> {
    return context.services.requestHandling.assign(context, uid, assigneeUid);
  }

  @Access('vendor')
  @Mutation(() => ReceivedRequestHandling, {
    description: '届いた資料請求に社内メモを書く（自社のユーザーだけが読める）',
  })
  addReceivedRequestNote(
    @Arg('uid', () => ID) uid: string,
    @Arg('body', () => String) body: string,
    @Ctx() context: Context,
  ): Promise<ReceivedRequestHandling> {
    return context.services.requestHandling.addNote(context, uid, body);
  }
}
