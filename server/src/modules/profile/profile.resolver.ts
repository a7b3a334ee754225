import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { RateLimit } from '../../rate-limit';
import { UserProfile } from './profile.entity';
import { MunicipalRegistrationInput, ProfileUpdateInput } from './profile.inputs';
import { ViewerView } from './viewer.types';

@Resolver()
export class ProfileResolver {
  @Access('signedIn')
  @Sensitive()
  @Query(() => UserProfile, { nullable: true, description: 'ログイン中の本人の会員情報（未登録なら null）' })
  me(@Ctx() context: Context): UserProfile | null {
    return context.profile;
  }

  @Access('signedIn')
  @Sensitive()
  @Query(() => ViewerView, {
    description: 'ログイン中の利用者の役割（画面の出し分けに使う。権限の判定はサーバーが毎回行う）',
  })
  async viewer(@Ctx() context: Context): Promise<ViewerView> {
    const standing = context.secondFactor;
    return {
      role: context.role,
      secondFactorPending: Boolean(standing?.required && !standing.verifiedAt),
      municipalityConfirmed: await context.services.municipalities.confirmed(context),
    };
  }

  @Access('signedIn')
  @Sensitive()
  @Query(() => UserProfile, { nullable: true, description: '会員情報（本人。運営者は全員）' })
  profile(@Arg('uid', () => ID) uid: string, @Ctx() context: Context): Promise<UserProfile | null> {
    return context.services.profiles.get(context, uid);
  }

  @Access('operator')
  @Sensitive()
  @Query(() => [UserProfile], { description: '自治体職員としての承認を待つ会員（運営者のみ）' })
  pendingMunicipalMembers(@Ctx() context: Context): Promise<UserProfile[]> {
    return context.services.profiles.pendingMembers();
  }

  @Access('signedIn')
  @RateLimit('registration')
  @Mutation(() => UserProfile, { description: '自治体職員の会員登録（mun-register）' })
  registerMunicipality(
    @Arg('input', () => MunicipalRegistrationInput) input: MunicipalRegistrationInput,
    @Ctx() context: Context,
  ): Promise<UserProfile> {
    return context.services.profiles.registerMunicipality(context, input);
  }

  @Access('signedIn')
  @Mutation(() => UserProfile, { description: '会員情報の変更（7項目）' })
  updateProfile(
    @Arg('input', () => ProfileUpdateInput) input: ProfileUpdateInput,
    @Ctx() context: Context,
  ): Promise<UserProfile> {
    return context.services.profiles.update(context, input);
  }

  @Access('signedIn')
  @Mutation(() => UserProfile, {
    nullable: true,
    description: 'メールアドレス変更の確認後、会員情報のメールアドレスを認証基盤の確認済みアドレスに合わせる',
  })
  syncProfileEmail(@Ctx() context: Context): Promise<UserProfile | null> {
    return context.services.profiles.syncEmail(context);
  }

  @Access('operator')
  @Mutation(() => UserProfile, { description: '承認待ちの会員を自治体職員として承認する（運営者のみ）' })
  approveMunicipalMember(
    @Arg('uid', () => ID) uid: string,
    @Arg('municipality', () => String, {
      nullable: true,
      description: '確認した所属自治体（正式名称または6桁の自治体コード）。共有リストはこの自治体で使える',
    })
    municipality: string | null,
    @Ctx() context: Context,
  ): Promise<UserProfile> {
    return context.services.operatorMembers.approve(context, uid, municipality);
  }
}
