import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive, SessionOnly } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { SecondFactorEnrolmentKey, SecondFactorStatus, SecondFactorVerification } from './second-factor.types';

/**
 * The second factor of the signed-in caller. Open to any signed-in role: an operator whose role is
 * held back for it signs in here as a plain member (auth/second-factor-standing.ts).
 */
@Resolver()
export class SecondFactorResolver {
  @Access('signedIn')
  @Sensitive()
  @SessionOnly()
  @Query(() => SecondFactorStatus, { description: 'ログイン中のセッションの二段階認証の状態（本人）' })
  secondFactorStatus(@Ctx() context: Context): SecondFactorStatus {
    return context.services.secondFactor.statusOf(context);
  }

  @Access('signedIn')
  @Mutation(() => SecondFactorEnrolmentKey, { description: '認証アプリの登録を始める（鍵と QR コードを作る。本人）' })
  startSecondFactorEnrolment(@Ctx() context: Context): Promise<SecondFactorEnrolmentKey> {
    return context.services.secondFactor.startEnrolment(context);
  }

  @Access('signedIn')
  @Mutation(() => SecondFactorVerification, {
    description:
      '認証アプリの6桁のコード、またはリカバリーコードを確認する（登録の確認・ログイン時・重要な操作の前。本人）',
  })
  verifySecondFactor(
    @Arg('code', () => String) code: string,
    @Ctx() context: Context,
  ): Promise<SecondFactorVerification> {
    return context.services.secondFactor.verify(context, code);
  }
}
