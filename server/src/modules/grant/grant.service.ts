import { applicationStateOf, parseRecordId } from '@portal/shared';
import type { DataSource } from 'typeorm';
import { appError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { Caller } from '../../auth/caller';
import type { TextAccess } from '../../auth/text-access';
import type { SearchInput, SearchResultShape } from '../search/search.types';
import type { PortalSearch } from '../sections';
import { grantCalendar } from './grant-calendar';
import { GrantAttachment } from './grant-attachment.entity';
import { Grant } from './grant.entity';
import type { GrantSummary, StoredGrantSummary } from './grant.types';

type Dated = Pick<StoredGrantSummary, 'applicationStart' | 'applicationEnd'>;

export class GrantService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    /** Statuses are computed on today's date in Japan time, at each request (no write at midnight). */
    private readonly clock: Clock = systemClock,
  ) {}

  async detail(caller: Pick<Caller, 'role'>, id: string): Promise<Grant> {
    const recordId = parseRecordId(id);
    if (recordId === null) throw appError('NOT_FOUND');
    // One statement with its lists and attachments joined (getOne's limit would cost a second:
    // ids first). The attachments are no relation of the entity, mapped by their grant_id.
    const [grant = null] = await this.dataSource
      .getRepository(Grant)
      .createQueryBuilder('g')
      .leftJoinAndSelect('g.categories', 'category')
      .leftJoinAndSelect('g.areas', 'area')
      .leftJoinAndMapMany('g.attachments', GrantAttachment, 'attachment', 'attachment.grant_id = g.id')
      .where('g.id = :id', { id: recordId })
      .orderBy('attachment.sort_order', 'ASC')
      .addOrderBy('attachment.id', 'ASC')
      .getMany();
    if (!grant || (grant.status !== 'published' && caller.role !== 'operator')) throw appError('NOT_FOUND');
    return this.withState(grant);
  }

  /**
   * The deadline of a published grant as an iCalendar file (public like the grant list: the
   * deadline is on the list already). A grant without a deadline has nothing to add. The 公募要領
   * link is part of the detail: only a caller who may read it (`access`) gets it in the file.
   */
  async calendar(
    id: string,
    portalUrl: string,
    access: TextAccess = 'list',
  ): Promise<{ fileName: string; body: string }> {
    const recordId = parseRecordId(id);
    if (recordId === null) throw appError('NOT_FOUND');
    const grant = await this.dataSource.getRepository(Grant).findOneBy({ id: recordId, status: 'published' });
    if (!grant) throw appError('NOT_FOUND');
    const shown = access === 'detail' ? grant : { ...grant, guidelineUrl: null };
    const body = grantCalendar(shown, portalUrl, this.clock());
    if (body === null) {
      throw appError('NOT_FOUND', 'この補助金は通年・随時受付のため、締切日をカレンダーに追加できません。');
    }
    return { fileName: `grant-${grant.id}-deadline.ics`, body };
  }

  /** One page of a grant search, each item with its status as of now (`access`: search.service.ts). */
  async searchGrants(input: SearchInput, access: TextAccess = 'list'): Promise<SearchResultShape<GrantSummary>> {
    const result = await this.search.find('grants', input, null, access);
    return { ...result, items: result.items.map((item) => this.withState(item)) };
  }

  /** The fetch-all, a page at a time, with statuses. */
  async page(limit: number, after: string | null): Promise<GrantSummary[]> {
    return (await this.search.page('grants', limit, after)).map((item) => this.withState(item));
  }

  /** Statuses as of now on summaries read from the search elsewhere (exports). */
  withStates<T extends Dated>(items: T[]): (T & Pick<GrantSummary, 'applicationStatus' | 'daysLeft'>)[] {
    return items.map((item) => this.withState(item));
  }

  /** The published grants among `ids`, each with its status as of now (what a link shows). */
  summaries(ids: readonly number[]): GrantSummary[] {
    return this.search.summaries('grants', ids).map((item) => this.withState(item));
  }

  /** Adds the status and days left (the object is this request's own copy). */
  private withState<T extends Dated>(item: T): T & Pick<GrantSummary, 'applicationStatus' | 'daysLeft'> {
    const { status, daysLeft } = applicationStateOf(item.applicationStart, item.applicationEnd, this.clock());
    return Object.assign(item, { applicationStatus: status, daysLeft });
  }
}
