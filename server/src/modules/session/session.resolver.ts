import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive, SessionOnly } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { SignedInDevice } from './session.types';

/** A member's signed-in devices: their own only. */
@Resolver()
export class SessionResolver {
  @Access('signedIn')
  @Sensitive()
  @SessionOnly()
  @Query(() => [SignedInDevice], { description: 'ログイン中の端末（本人。この端末が先頭）' })
  async mySignedInDevices(@Ctx() context: Context): Promise<SignedInDevice[]> {
    const rows = await context.services.sessions.mine(context);
    return rows.map((row) => ({
      id: String(row.id),
      userAgent: row.userAgent,
      signedInAt: new Date(row.authTime * 1000),
      lastSeenAt: row.lastSeenAt,
      current: row.current,
    }));
  }

  @Access('signedIn')
  @Mutation(() => Int, {
    description: 'ほかの端末をログアウトさせる（id を指定するとその端末だけ。この端末はそのまま）。件数を返す',
  })
  signOutOtherDevices(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Ctx() context: Context,
  ): Promise<number> {
    return context.services.sessions.signOutOthers(context, id);
  }
}
