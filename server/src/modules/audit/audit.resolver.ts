import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Access, Sensitive } from '../../graphql/access';
import type { Context } from '../../graphql/context';
import { pageOf } from '../operator/paging';
import { AuditEventFilter, AuditEventPage } from './audit.types';

@Resolver()
export class AuditResolver {
  @Access('operator')
  @Sensitive()
  @Query(() => AuditEventPage, { description: '監査ログ（操作した人・対象・操作で絞り込み、新しい順。運営者のみ）' })
  auditEvents(
    @Arg('filter', () => AuditEventFilter, { nullable: true }) filter: AuditEventFilter | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() context: Context,
  ): Promise<AuditEventPage> {
    return context.services.auditLog.events(context, filter ?? {}, pageOf(offset, limit));
  }
}
