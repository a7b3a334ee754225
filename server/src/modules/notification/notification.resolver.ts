import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { FollowInput, FollowResult, NotificationSettings, NotificationStopResult } from './notification.types';

@Resolver()
export class NotificationResolver {
  @Access('signedIn')
  @Sensitive()
  @Query(() => NotificationSettings, { description: '自分のメールの設定（種類ごとの頻度、フォロー、配信先）' })
  notificationSettings(@Ctx() context: Context): Promise<NotificationSettings> {
    return context.services.notifications.settingsOf(context);
  }

  @Access('signedIn')
  @Query(() => [String], { description: 'フォロー中のID（grants・solutions・cases・shortlists ごと。ボタン表示用）' })
  followedIds(@Arg('topic', () => String) topic: string, @Ctx() context: Context): Promise<string[]> {
    return context.services.notifications.followedIds(context, topic);
  }

  @Access('signedIn')
  @Mutation(() => FollowResult, { description: '掲載・共有リストをフォローし、届くメールを説明する' })
  follow(@Arg('input', () => FollowInput) input: FollowInput, @Ctx() context: Context): Promise<FollowResult> {
    return context.services.notifications.follow(context, input.topic, input.topicId);
  }

  @Access('signedIn')
  @Mutation(() => Boolean, { description: 'フォローをやめる（していなければ false）' })
  unfollow(@Arg('input', () => FollowInput) input: FollowInput, @Ctx() context: Context): Promise<boolean> {
    return context.services.notifications.unfollow(context, input.topic, input.topicId);
  }

  @Access('signedIn')
  @Sensitive()
  @Mutation(() => NotificationSettings, { description: 'メールの種類ごとの頻度を変える' })
  setNotificationFrequency(
    @Arg('kind', () => String) kind: string,
    @Arg('frequency', () => String) frequency: string,
    @Ctx() context: Context,
  ): Promise<NotificationSettings> {
    return context.services.notifications.setFrequency(context, kind, frequency);
  }

  @Access('signedIn')
  @Sensitive()
  @Mutation(() => NotificationSettings, { description: '追加の配信先アドレスを登録し、確認コードを送る' })
  addDeliveryAddress(
    @Arg('address', () => String) address: string,
    @Ctx() context: Context,
  ): Promise<NotificationSettings> {
    return context.services.notifications.addDeliveryAddress(context, address);
  }

  @Access('signedIn')
  @Sensitive()
  @Mutation(() => NotificationSettings, { description: '追加の配信先アドレスを確認コードで有効にする' })
  verifyDeliveryAddress(
    @Arg('code', () => String) code: string,
    @Ctx() context: Context,
  ): Promise<NotificationSettings> {
    return context.services.notifications.verifyDeliveryAddress(context, code);
  }

  @Access('signedIn')
  @Sensitive()
  @Mutation(() => NotificationSettings, { description: '追加の配信先アドレスを削除する' })
  removeDeliveryAddress(@Ctx() context: Context): Promise<NotificationSettings> {
    return context.services.notifications.removeDeliveryAddress(context);
  }

  @Access('signedIn')
  @Sensitive()
  @Mutation(() => NotificationSettings, { description: 'メールサーバーに拒否されて止めた自分の配信先を再開する' })
  resumeDeliveryAddress(
    @Arg('address', () => String) address: string,
    @Ctx() context: Context,
  ): Promise<NotificationSettings> {
    return context.services.notifications.resumeAddress(context, address);
  }

  /** Public: the mail's stop link works without signing in; its token is the authority. */
  @Access('public')
  @Mutation(() => NotificationStopResult, { description: '通知メールの停止リンクで、その種類のメールを止める' })
  stopNotification(
    @Arg('token', () => String) token: string,
    @Ctx() context: Context,
  ): Promise<NotificationStopResult> {
    return context.services.notifications.stop(token, context.viewer?.uid ?? null);
  }
}
