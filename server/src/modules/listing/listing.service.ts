/**
 * Listing management (docs/requests-and-listings.md). A vendor's users edit their own company's
 * listings and operators any; the shared listing rules (shared/src/listings/) run before anything is stored;
 * every change writes an audit event in its transaction. A published listing that changes keeps
 * its published version in the live columns while the change waits as a revision, so search and
 * municipal users see the approved version until an operator publishes the new one.
 */
import { randomBytes } from 'node:crypto';
import {
  CERTIFICATION_IDS,
  fiscalYearAt,
  isRecordId,
  LISTING_MESSAGES,
  nowSeconds,
  parseCostYen,
  validateListing,
  type ListingFile,
  type ListingValues,
} from '@portal/shared';
import { type DataSource, type EntityManager, type FindOptionsWhere, IsNull, Not } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput, type FieldErrors } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { checkLinksEdit, publishLinks, withPublishedLinks } from '../links/listing-links';
import { notifyDocumentReplaced } from '../document-request/document-versions';
import { listingLines } from '../notification/event-lines';
import { recordEvent } from '../notification/notification-events';
import type { PortalSearch } from '../sections';
import { applyContent, contentOfSolution, keysOfContent } from './listing-content';
import { resolveFile, UPLOAD_MESSAGES } from './listing-uploads';
import type { ListingInput } from './listing.inputs';
import { type ListingContent, Solution } from '../solution/solution.entity';

export const LISTING_SERVICE_MESSAGES = {
  notFound: 'ソリューションが見つかりません。',
  noCompany: '掲載企業として登録されたアカウントでログインしてください。',
  notInReview: 'このソリューションは審査待ちではありません。',
  companyNotApproved: '掲載企業がまだ承認されていません。先に企業を承認してください。',
  commentRequired: '差し戻しの理由を入力してください',
  commentMax: '差し戻しの理由は500文字以内で入力してください',
} as const;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** New listings sent for review, and published ones with a change sent for review. */
export const AWAITING_REVIEW: FindOptionsWhere<Solution>[] = [
  { status: 'review' },
  { status: 'published', revisionStatus: 'review', revision: Not(IsNull()) },
];

export class ListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: PortalSearch,
    /** A replaced document is announced to those who downloaded the old one. */
    private readonly documentVersions: { publicUrl: string; mailStored: () => void } = {
      publicUrl: '',
      mailStored: () => undefined,
    },
  ) {}

  private async load(manager: EntityManager, id: string): Promise<Solution> {
    const [solution] = isRecordId(id)
      ? await manager.getRepository(Solution).find({
          where: { id: Number(id) },
          relations: { company: true, categories: true, areas: true },
        })
      : [];
    if (!solution) throw appError('NOT_FOUND', LISTING_SERVICE_MESSAGES.notFound);
    await withPublishedLinks(manager, [solution]);
    return solution;
  }

  /**
   * Own company or operator; anyone else learns nothing about the listing, not even that it
   * exists: the refusal is the very answer an unknown id gets.
   */
  private assertCanEdit(caller: Caller, solution: Solution): void {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    if (caller.role === 'operator') return;
    if (caller.role === 'vendor' && caller.profile?.companyId === solution.companyId) return;
    throw appError('NOT_FOUND', LISTING_SERVICE_MESSAGES.notFound);
  }

  async forEdit(caller: Caller, id: string): Promise<Solution> {
    const solution = await this.load(this.dataSource.manager, id);
    this.assertCanEdit(caller, solution);
    return solution;
  }

  /** Shared rules first, then file references the server can vouch for. */
  private toContent(caller: Caller, input: ListingInput, submit: boolean, existing: Solution | null): ListingContent {
    const uid = caller.viewer!.uid;
    const known = new Set([
      ...keysOfContent(existing ? contentOfSolution(existing) : null),
      ...keysOfContent(existing?.revision ?? null),
    ]);
    const fileErrors: FieldErrors = {};
    const file = (field: string, value: unknown): ListingFile | null => {
      if (value == null) return null;
      const resolved = resolveFile(value, uid, known);
      if (typeof resolved === 'string') {
        fileErrors[field] ??= resolved === 'foreign' ? UPLOAD_MESSAGES.foreignFile : LISTING_MESSAGES.notAFile;
        return null;
      }
      return resolved;
    };
    const values: ListingValues = {
      title: text(input.title),
      description: text(input.description),
      categoryIds: [...new Set(input.categoryIds)],
      areaIds: [...new Set(input.areaIds)],
      detailItems: input.detailItems.map(text),
      titleItems: input.titleItems.map(text),
      explainItems: input.explainItems.map(text),
      offices: input.offices.map((o) => ({ officeName: text(o.officeName), address: text(o.address) })),
      thumbnail: file('thumbnail', input.thumbnail),
      images: input.images.map((image) => file('images', image)).filter((f): f is ListingFile => f !== null),
      video: file('video', input.video),
      videoUrl: text(input.videoUrl),
      document: file('document', input.document),
      initialCost: text(input.initialCost),
      annualCost: text(input.annualCost),
      pricingUnit: text(input.pricingUnit),
      freeTrial: text(input.freeTrial) || 'unknown',
      priceText: text(input.priceText),
      supportHours: text(input.supportHours),
      deliveryPeriod: text(input.deliveryPeriod),
      certifications: [...new Set(input.certifications ?? [])],
    };
    const errors = { ...validateListing(values, { submit }), ...fileErrors };
    for (const [field, message] of Object.entries(errors)) if (!message) delete errors[field];
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return {
      title: values.title,
      description: values.description,
      categoryIds: values.categoryIds.sort(),
      areaIds: values.areaIds.sort(),
      detailItems: values.detailItems,
      titleItems: values.titleItems,
      explainItems: values.explainItems,
      offices: values.offices.filter((o) => o.officeName !== '' || o.address !== ''),
      thumbnailKey: values.thumbnail?.key ?? null,
      imageKeys: values.images.map((image) => image.key),
      videoKey: values.video?.key ?? null,
      videoUrl: values.videoUrl || null,
      documentKey: values.document?.key ?? null,
      documentName: values.document?.name ?? null,
      terms: {
        initialCost: parseCostYen(values.initialCost) ?? null,
        annualCost: parseCostYen(values.annualCost) ?? null,
        pricingUnit: values.pricingUnit || null,
        freeTrial: values.freeTrial,
        priceText: values.priceText || null,
        supportHours: values.supportHours || null,
        deliveryPeriod: values.deliveryPeriod || null,
        // Kept in the order of the reference list, so a review diff shows only real changes.
        certifications: CERTIFICATION_IDS.filter((id) => values.certifications.includes(id)),
      },
    };
  }

  /** A new listing of the caller's company: a draft, or straight to review with `submit`. */
  async create(caller: Caller, input: ListingInput, submit: boolean): Promise<Solution> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    const companyId = caller.profile?.companyId;
    if (caller.role !== 'vendor' || companyId == null) throw appError('FORBIDDEN', LISTING_SERVICE_MESSAGES.noCompany);
    const content = this.toContent(caller, input, submit, null);
    const saved = await this.dataSource.transaction(async (manager) => {
      const links = await checkLinksEdit(manager, null, input);
      const solution = manager.getRepository(Solution).create({
        uid: randomBytes(12).toString('base64url'),
        companyId,
        targetCityKinds: [],
        targetPopulationBands: [],
        status: submit ? 'review' : 'draft',
        fiscalYear: null,
        publishedAt: null,
        revision: null,
        revisionStatus: null,
        reviewComment: null,
        downloadCount: 0,
        editedLinks: links,
      });
      applyContent(solution, content);
      const stored = await manager.save(solution);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: submit ? 'solution.submitted' : 'solution.created',
        entityType: 'solution',
        entityId: stored.id,
        data: { companyId, status: stored.status, links },
      });
      return stored;
    });
    return this.load(this.dataSource.manager, String(saved.id));
  }

  /** Saves an edit; a published listing keeps its live version and holds the edit as a revision. */
  async update(caller: Caller, id: string, input: ListingInput, submit: boolean): Promise<Solution> {
    await this.dataSource.transaction(async (manager) => {
      const solution = await this.load(manager, id);
      this.assertCanEdit(caller, solution);
      const content = this.toContent(caller, input, submit, solution);
      const links = await checkLinksEdit(manager, solution, input);
      if (links) solution.editedLinks = links;
      const next = submit ? 'review' : 'draft';
      if (solution.status === 'published') {
        solution.revision = content;
        solution.revisionStatus = next;
      } else {
        applyContent(solution, content);
        solution.status = next;
      }
      if (submit) solution.reviewComment = null;
      await manager.save(solution);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: submit ? 'solution.submitted' : 'solution.draft-saved',
        entityType: 'solution',
        entityId: solution.id,
        data: { status: solution.status, revisionStatus: solution.revisionStatus, ...(links && { links }) },
      });
    });
    return this.load(this.dataSource.manager, id);
  }

  /** Operators: publishes a listing (or its pending change) under review; search sees it at once. */
  async publish(caller: Caller, id: string): Promise<Solution> {
    if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
    let notified = 0;
    let movedCases: number[] = [];
    await this.dataSource.transaction(async (manager) => {
      const solution = await this.load(manager, id);
      if (solution.company.status !== 'approved') {
        throw appError('CONFLICT', LISTING_SERVICE_MESSAGES.companyNotApproved);
      }
      if (solution.status === 'published' && solution.revision && solution.revisionStatus === 'review') {
        const oldDocumentKey = solution.documentKey;
        const before = { title: solution.title, document: solution.documentName, price: solution.priceText };
        applyContent(solution, solution.revision);
        await recordEvent(manager, {
          kind: 'record',
          topic: 'solutions',
          topicId: solution.id,
          title: solution.title,
          lines: listingLines(before, oldDocumentKey, solution),
          actorName: solution.company.name,
          actorUid: null,
        });
        solution.revision = null;
        solution.revisionStatus = null;
        notified = await notifyDocumentReplaced(
          manager,
          { id: solution.id, title: solution.title, companyName: solution.company.name },
          oldDocumentKey,
          solution.documentKey,
          this.documentVersions.publicUrl,
        );
      } else if (solution.status === 'review') {
        const now = nowSeconds();
        solution.status = 'published';
        solution.publishedAt = now;
        // The fiscal year in Japan (the search's year filter reads it), whatever the server's zone.
        solution.fiscalYear ??= fiscalYearAt(now);
      } else {
        throw appError('CONFLICT', LISTING_SERVICE_MESSAGES.notInReview);
      }
      solution.reviewComment = null;
      const links = solution.editedLinks;
      movedCases = await publishLinks(manager, solution);
      await manager.save(solution);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'solution.published',
        entityType: 'solution',
        entityId: solution.id,
        data: { companyId: solution.companyId, ...(links && { links, movedCases }) },
      });
    });
    if (notified > 0) this.documentVersions.mailStored();
    await this.search.refresh('solutions', [Number(id)]);
    await this.search.refresh('cases', movedCases);
    return this.load(this.dataSource.manager, id);
  }

  /** Operators: returns a listing (or its change) to the vendor with a reason. */
  async returnToVendor(caller: Caller, id: string, comment: string): Promise<Solution> {
    if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
    const reason = text(comment);
    if (reason === '') throw invalidInput({ comment: LISTING_SERVICE_MESSAGES.commentRequired });
    if ([...reason].length > 500) throw invalidInput({ comment: LISTING_SERVICE_MESSAGES.commentMax });
    await this.dataSource.transaction(async (manager) => {
      const solution = await this.load(manager, id);
      if (solution.status === 'published' && solution.revisionStatus === 'review') solution.revisionStatus = 'returned';
      else if (solution.status === 'review') solution.status = 'returned';
      else throw appError('CONFLICT', LISTING_SERVICE_MESSAGES.notInReview);
      solution.reviewComment = reason;
      await manager.save(solution);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'solution.returned',
        entityType: 'solution',
        entityId: solution.id,
        data: { comment: reason },
      });
    });
    return this.load(this.dataSource.manager, id);
  }

  /** The caller's company's listings, newest change first. */
  async mine(caller: Caller): Promise<Solution[]> {
    const companyId = caller.profile?.companyId;
    if (caller.role !== 'vendor' || companyId == null) throw appError('FORBIDDEN', LISTING_SERVICE_MESSAGES.noCompany);
    const solutions = await this.dataSource.getRepository(Solution).find({
      where: { companyId },
      relations: { company: true },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: 500,
    });
    return withPublishedLinks(this.dataSource.manager, solutions);
  }

  /** Operators: listings and changes waiting for review, oldest first. */
  async awaitingReview(): Promise<Solution[]> {
    const solutions = await this.dataSource.getRepository(Solution).find({
      where: AWAITING_REVIEW,
      // Categories and areas: the published version's, compared with a pending change's.
      relations: { company: true, categories: true, areas: true },
      order: { updatedAt: 'ASC', id: 'ASC' },
      take: 500,
    });
    return withPublishedLinks(this.dataSource.manager, solutions);
  }
}
