import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import {
  MunicipalAdministratorRequest,
  MunicipalHandOver,
  MunicipalInvitationPreview,
  MunicipalInvitationView,
  MunicipalStaff,
  MyMunicipalAdministration,
} from './municipal-admin.types';

/**
 * 自治体管理者: the member's request, the operator's one grant, and the administrator's own
 * municipality's members and invitations. The services find the administrator's municipality
 * from the caller's confirmed membership; no operation takes a municipality from the client.
 */
@Resolver()
export class MunicipalAdminResolver {
  @Access('municipal')
  @Sensitive()
  @Query(() => MyMunicipalAdministration, { description: '自治体管理者についての本人の状況' })
  myMunicipalAdministration(@Ctx() context: Context): Promise<MyMunicipalAdministration> {
    return context.services.municipalAdmin.mine(context);
  }

  @Access('municipal')
  @Mutation(() => MyMunicipalAdministration, {
    description: '所属自治体の最初の管理者になることを運営者に申請する（管理者のいない自治体のみ）',
  })
  requestMunicipalAdministrator(@Ctx() context: Context): Promise<MyMunicipalAdministration> {
    return context.services.municipalAdmin.request(context);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => [MunicipalAdministratorRequest], { description: '自治体管理者になる申請の一覧（運営者のみ）' })
  municipalAdministratorRequests(@Ctx() context: Context): Promise<MunicipalAdministratorRequest[]> {
    return context.services.municipalAdmin.requests(context);
  }

  @Access('operator')
  @Mutation(() => Boolean, {
    description: '申請した職員を自治体の最初の管理者にする（管理者のいない自治体に一度だけ。運営者のみ）',
  })
  grantMunicipalAdministrator(
    @Arg('municipalityCode', () => String) municipalityCode: string,
    @Arg('uid', () => ID) uid: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return context.services.municipalAdmin.grant(context, municipalityCode, uid);
  }

  @Access('municipal')
  @Sensitive()
  @Query(() => MunicipalStaff, { description: '所属自治体の職員と送信済みの招待（自治体管理者のみ）' })
  async municipalStaff(@Ctx() context: Context): Promise<MunicipalStaff> {
    const { municipality, members } = await context.services.municipalAdmin.members(context);
    return { municipality, members, invitations: await context.services.municipalInvitations.list(context) };
  }

  @Access('municipal')
  @Mutation(() => MunicipalInvitationView, {
    description: '同じ自治体の職員をメールアドレスで招待する（自治体管理者のみ）',
  })
  inviteMunicipalMember(
    @Arg('email', () => String) email: string,
    @Arg('division', () => String, { description: '部署名' }) division: string,
    @Ctx() context: Context,
  ): Promise<MunicipalInvitationView> {
    return context.services.municipalInvitations.invite(context, email, division);
  }

  @Access('municipal')
  @Mutation(() => Boolean, { description: '未使用の招待を取り消す（自治体管理者のみ）' })
  revokeMunicipalInvitation(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.municipalInvitations.revoke(context, id);
  }

  @Access('signedIn')
  @Sensitive()
  @Query(() => MunicipalInvitationPreview, { description: '招待の内容（招待メールのリンクから。ログイン中の本人）' })
  municipalInvitation(
    @Arg('token', () => String) token: string,
    @Ctx() context: Context,
  ): Promise<MunicipalInvitationPreview> {
    return context.services.municipalInvitations.preview(context, token);
  }

  @Access('signedIn')
  @Mutation(() => MunicipalInvitationPreview, {
    description: '招待を受けて自治体の職員になる（招待されたメールアドレスで確認済みのときのみ。一度だけ）',
  })
  acceptMunicipalInvitation(
    @Arg('token', () => String) token: string,
    @Ctx() context: Context,
  ): Promise<MunicipalInvitationPreview> {
    return context.services.municipalInvitations.accept(context, token);
  }

  @Access('municipal')
  @Mutation(() => Boolean, { description: '職員の部署を変更する（自治体管理者のみ）' })
  changeMunicipalMemberDivision(
    @Arg('uid', () => ID) uid: string,
    @Arg('division', () => String) division: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return context.services.municipalAdmin.changeDivision(context, uid, division);
  }

  @Access('municipal')
  @Mutation(() => Boolean, { description: '同じ自治体の職員を管理者に任命する（自治体管理者のみ）' })
  appointMunicipalAdministrator(@Arg('uid', () => ID) uid: string, @Ctx() context: Context): Promise<boolean> {
    return context.services.municipalAdmin.appoint(context, uid);
  }

  @Access('municipal')
  @Mutation(() => Boolean, {
    description: '管理者をやめる。最後の管理者は後任（successorUid）の指名が必要（自治体管理者のみ）',
  })
  stepDownMunicipalAdministrator(
    @Arg('successorUid', () => ID, { nullable: true }) successorUid: string | null,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return context.services.municipalAdmin.stepDown(context, successorUid);
  }

  @Access('municipal')
  @Mutation(() => MunicipalHandOver, {
    description:
      '異動・退職の引き継ぎ：共有リスト・保存した検索条件・対応中の資料請求とお問い合わせを同僚に移す（自治体管理者のみ）',
  })
  handOverMunicipalMember(
    @Arg('fromUid', () => ID) fromUid: string,
    @Arg('toUid', () => ID) toUid: string,
    @Ctx() context: Context,
  ): Promise<MunicipalHandOver> {
    return context.services.municipalRemoval.handOver(context, fromUid, toUid);
  }

  @Access('municipal')
  @Mutation(() => MunicipalHandOver, {
    nullable: true,
    description:
      '職員を自治体から外す（自治体職員の資格をすぐに失い、全端末でログアウト）。handOverTo を指定すると同時に引き継ぐ（自治体管理者のみ）',
  })
  removeMunicipalMember(
    @Arg('uid', () => ID) uid: string,
    @Arg('handOverTo', () => ID, { nullable: true }) handOverTo: string | null,
    @Ctx() context: Context,
  ): Promise<MunicipalHandOver | null> {
    return context.services.municipalRemoval.remove(context, uid, handOverTo);
  }
}
