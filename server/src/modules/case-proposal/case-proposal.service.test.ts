/**
 * CaseProposalService with callers, no HTTP: a vendor proposes a case of its own published
 * listing (never another company's), the operator returns it with a comment, the vendor corrects
 * and resubmits (the operator sees the returned version beside it), the operator publishes it
 * through the case editor (search, revisions, audit); nobody else reads, changes, approves or
 * returns a proposal, and a vendor cannot approve its own.
 */
import { CASE_PROPOSAL_MESSAGES } from '@portal/shared/cases/proposal';
import { CASE_MESSAGES } from '@portal/shared/cases/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { AuditEvent } from '../audit/audit-event.entity';
import { CaseEditorService } from '../case/case-editor.service';
import { Case } from '../case/case.entity';
import { editorialFixture, refusal, uploaded, type EditorialFixture } from '../editorial/editorial.test-support';
import { RecordRevision } from '../editorial/record-revision.entity';
import { removeUnattachedUploads } from '../upload-cleanup/upload-cleanup.service';
import { CASE_PROPOSAL_SERVICE_MESSAGES as M, CaseProposalService } from './case-proposal.service';
import {
  municipalStaff,
  proposalValues,
  solution,
  vendorCompanies,
  type VendorCompany,
} from './case-proposal.test-support';

describe.each(DATABASES)('CaseProposalService on %s', (kind) => {
  let fx: EditorialFixture;
  let service: CaseProposalService;
  let a: VendorCompany;
  let b: VendorCompany;
  let pending: VendorCompany;

  const audits = async (entityId: number) =>
    (
      await fx.dataSource
        .getRepository(AuditEvent)
        .find({ where: { entityType: 'case_proposal', entityId: String(entityId) }, order: { id: 'ASC' } })
    ).map((event) => event.action);

  beforeAll(async () => {
    fx = await editorialFixture(kind);
    service = new CaseProposalService(
      fx.dataSource,
      fx.storage,
      new CaseEditorService(fx.dataSource, fx.search, fx.storage),
    );
    ({ a, b, pending } = await vendorCompanies(fx));
  });
  afterAll(() => fx?.close());

  it('keeps a draft, then asks for every rule and the municipality’s consent on submitting', async () => {
    const draft = await service.create(a.vendor, { title: '下書きの事例' }, false);
    expect(draft).toMatchObject({ status: 'draft', companyId: a.id, municipalityConsent: false });
    const refused = await refusal(service.update(a.vendor, String(draft.id), { title: '下書きの事例' }, true));
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.fields).toMatchObject({
      summary: CASE_MESSAGES.summaryRequired,
      municipality: CASE_MESSAGES.municipalityRequired,
      solutionId: CASE_PROPOSAL_MESSAGES.solutionRequired,
      consent: CASE_PROPOSAL_MESSAGES.consentRequired,
    });
    const noConsent = proposalValues(a.listing, { consent: false });
    expect((await refusal(service.update(a.vendor, String(draft.id), noConsent, true))).fields).toEqual({
      consent: CASE_PROPOSAL_MESSAGES.consentRequired,
    });
    const unknownTown = proposalValues(a.listing, { municipality: 'ニセコ市' });
    expect((await refusal(service.update(a.vendor, String(draft.id), unknownTown, true))).fields).toEqual({
      municipality: CASE_PROPOSAL_MESSAGES.municipalityUnknown,
    });
    const sent = await service.update(a.vendor, String(draft.id), proposalValues(a.listing), true);
    expect(sent).toMatchObject({ status: 'review', municipalityConsent: true, solutionId: a.listing });
    expect(sent.content.municipalityCode).toBe('112241');
    expect(await audits(draft.id)).toEqual(['case_proposal.created', 'case_proposal.submitted']);
  });

  it('takes only the company’s own published listings, answering another company’s as unknown', async () => {
    const foreign = await refusal(service.create(a.vendor, proposalValues(b.listing), true));
    expect(foreign.fields).toEqual({ solutionId: CASE_PROPOSAL_MESSAGES.solutionNotOwn });
    const unpublished = await solution(fx, a.id, '未公開の掲載', 'draft');
    const draft = await refusal(service.create(a.vendor, proposalValues(unpublished), true));
    expect(draft.fields).toEqual({ solutionId: CASE_PROPOSAL_MESSAGES.solutionNotOwn });
  });

  it('refuses callers who are not vendors of an approved company', async () => {
    const values = proposalValues(a.listing);
    expect((await refusal(service.create(fx.callers.anonymous, values, true))).code).toBe('UNAUTHENTICATED');
    for (const caller of [fx.callers.member, fx.callers.municipal, municipalStaff('staff-1', '112241'), fx.operator]) {
      expect((await refusal(service.create(caller, values, true))).code).toBe('FORBIDDEN');
      expect((await refusal(service.mine(caller))).code).toBe('FORBIDDEN');
    }
    const notYet = await refusal(service.create(pending.vendor, proposalValues(pending.listing), true));
    expect(notYet).toMatchObject({ code: 'FORBIDDEN', message: M.companyNotApproved });
  });

  it('shows a proposal to its company and operators only; another vendor gets NOT_FOUND for every act', async () => {
    const mine = await service.create(a.vendor, proposalValues(a.listing, { title: 'A社の事例' }), false);
    const id = String(mine.id);
    expect((await service.forEdit(a.vendor, id)).id).toBe(mine.id);
    expect((await service.forEdit(fx.operator, id)).id).toBe(mine.id);
    for (const act of [
      () => service.forEdit(b.vendor, id),
      () => service.update(b.vendor, id, proposalValues(b.listing), false),
      () => service.withdraw(b.vendor, id),
    ]) {
      expect(await refusal(act())).toMatchObject({ code: 'NOT_FOUND', message: M.notFound });
    }
    expect((await refusal(service.forEdit(b.vendor, '999999'))).message).toBe(M.notFound);
    expect((await refusal(service.forEdit(fx.callers.municipal, id))).code).toBe('FORBIDDEN');
    expect((await service.mine(b.vendor)).map((p) => p.id)).not.toContain(mine.id);
    expect((await service.mine(a.vendor)).map((p) => p.id)).toContain(mine.id);
    expect((await service.withdraw(a.vendor, id)).status).toBe('withdrawn');
    expect((await refusal(service.update(a.vendor, id, proposalValues(a.listing), true))).code).toBe('CONFLICT');
    expect(await audits(mine.id)).toEqual(['case_proposal.created', 'case_proposal.withdrawn']);
  });

  it('lets only operators review: a vendor cannot approve or return even its own proposal', async () => {
    const sent = await service.create(a.vendor, proposalValues(a.listing, { title: '審査の権限' }), true);
    const id = String(sent.id);
    for (const caller of [a.vendor, b.vendor, fx.callers.municipal, fx.callers.member, fx.callers.anonymous]) {
      expect((await refusal(service.publish(caller, id))).code).toBe('FORBIDDEN');
      expect((await refusal(service.returnToVendor(caller, id, '確認'))).code).toBe('FORBIDDEN');
      expect((await refusal(service.awaitingReview(caller))).code).toBe('FORBIDDEN');
    }
    expect((await service.awaitingReview(fx.operator)).map((p) => p.id)).toContain(sent.id);
    expect((await refusal(service.returnToVendor(fx.operator, id, '  '))).fields).toEqual({
      comment: CASE_PROPOSAL_MESSAGES.commentRequired,
    });
    expect((await refusal(service.returnToVendor(fx.operator, id, 'あ'.repeat(501)))).fields).toEqual({
      comment: CASE_PROPOSAL_MESSAGES.commentMax,
    });
  });

  it('returns once with a comment, shows the returned version on resubmission, publishes the second time', async () => {
    const image = await uploaded(fx.storage, a.vendor.viewer!.uid, 'png', '窓口.png');
    const foreign = await uploaded(fx.storage, b.vendor.viewer!.uid, 'png', 'b.png');
    const withForeign = proposalValues(a.listing, { images: [{ file: foreign, alt: '他社の画像' }] });
    expect((await refusal(service.create(a.vendor, withForeign, true))).fields).toEqual({
      'images.0.file': expect.any(String),
    });
    const first = proposalValues(a.listing, {
      title: '戸田市の窓口予約 事例',
      images: [{ file: image, alt: '窓口の予約画面' }],
    });
    const sent = await service.create(a.vendor, first, true);
    const id = String(sent.id);
    expect((await refusal(service.update(a.vendor, id, first, false))).code).toBe('CONFLICT');

    const returned = await service.returnToVendor(fx.operator, id, 'KPIの単位を確認してください');
    expect(returned).toMatchObject({ status: 'returned', reviewComment: 'KPIの単位を確認してください' });
    expect((await refusal(service.publish(fx.operator, id))).code).toBe('CONFLICT');

    const second = { ...first, outcome: '平均待ち時間が40分から20分になった。' };
    const saved = await service.update(a.vendor, id, second, false);
    expect(saved.status).toBe('returned');
    const resent = await service.update(a.vendor, id, second, true);
    expect(resent.status).toBe('resubmitted');
    const [view] = await service.views([resent]);
    expect(view!.returnedValues!.outcome).toBe('平均待ち時間が半分になった。');
    expect(view!.values).toMatchObject({
      outcome: '平均待ち時間が40分から20分になった。',
      municipality: '戸田市',
      solutionTitle: `${a.name}の窓口予約`,
    });

    const published = await service.publish(fx.operator, id);
    expect(published).toMatchObject({ status: 'published', caseId: expect.any(Number) });
    const record = await fx.dataSource.getRepository(Case).findOneByOrFail({ id: published.caseId! });
    expect(record).toMatchObject({
      status: 'published',
      municipalityCode: '112241',
      solutionId: a.listing,
      solutionName: `${a.name}の窓口予約`,
      vendorName: a.name,
      outcome: '平均待ち時間が40分から20分になった。',
    });
    expect(record.imageList).toEqual([{ ...image, alt: '窓口の予約画面' }]);
    const found = await fx.search.find('cases', { keyword: '戸田市の窓口予約' });
    expect(found.items.map((item) => String(item.id))).toContain(String(record.id));
    const revisions = await fx.dataSource
      .getRepository(RecordRevision)
      .find({ where: { recordKind: 'case', recordId: record.id }, order: { id: 'ASC' } });
    expect(revisions.map((r) => [r.action, r.actor])).toEqual([
      ['create', 'operator-1'],
      ['publish', 'operator-1'],
    ]);
    expect(await audits(sent.id)).toEqual([
      'case_proposal.submitted',
      'case_proposal.returned',
      'case_proposal.draft-saved',
      'case_proposal.resubmitted',
      'case_proposal.published',
    ]);
    expect((await refusal(service.publish(fx.operator, id))).code).toBe('CONFLICT');
    expect((await refusal(service.withdraw(a.vendor, id))).code).toBe('CONFLICT');
  });

  it('keeps a proposal’s images through the clean-up of unattached uploads', async () => {
    const kept = await uploaded(fx.storage, a.vendor.viewer!.uid, 'png', '残す.png');
    const stray = await uploaded(fx.storage, a.vendor.viewer!.uid, 'png', '消える.png');
    await service.create(a.vendor, proposalValues(a.listing, { images: [{ file: kept, alt: '残す画像' }] }), false);
    const swept = await removeUnattachedUploads(fx.dataSource, fx.storage, new Date(Date.now() + 60_000));
    expect(swept.removed).toContain(stray.key);
    expect(swept.removed).not.toContain(kept.key);
  });

  it('does not publish a proposal whose listing was withdrawn meanwhile', async () => {
    const listing = await solution(fx, a.id, '後で取り下げる掲載', 'published');
    const sent = await service.create(a.vendor, proposalValues(listing, { title: '取り下げの確認' }), true);
    await fx.dataSource.query("UPDATE solutions SET status = 'draft' WHERE id = ?", [listing]);
    expect((await refusal(service.publish(fx.operator, String(sent.id)))).fields).toEqual({
      solutionId: CASE_PROPOSAL_MESSAGES.solutionNotOwn,
    });
    expect((await service.forEdit(fx.operator, String(sent.id))).status).toBe('review');
  });
});
