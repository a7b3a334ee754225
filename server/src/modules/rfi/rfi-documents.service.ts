/**
 * What is read of a request beyond its screen: the comparison (and its export), the 仕様書 PDF
 * (the municipality and every invited vendor) and a vendor's quote PDF (the municipality and that
 * vendor alone). Anyone else, whatever id or path they name, gets NOT_FOUND.
 */
import { type DataSource, In } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError } from '../../lib/app-error';
import { openRange } from '../../storage/open-range';
import type { FileStorage } from '../../storage/storage';
import type { DocumentFile } from '../document-request/document-request.service';
import { memberRfi, municipalMember, rfiIdOf, vendorInvitation, vendorMember } from './rfi-access';
import { comparisonOf, comparisonSheet } from './rfi-comparison';
import { Solution } from '../solution/solution.entity';
import { Rfi, RfiInvitation } from './rfi.entity';
import type { RfiComparisonView } from './rfi.types';

const FILE_NOT_FOUND = 'ファイルが見つからないか、ダウンロードする権限がありません。';

export class RfiDocumentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  private async compared(caller: Caller, id: string, years?: number | null) {
    const member = await municipalMember(this.dataSource.manager, caller);
    const rfi = await memberRfi(this.dataSource.manager, member, id);
    const invitations = await this.dataSource
      .getRepository(RfiInvitation)
      .find({ where: { rfiId: rfi.id }, order: { id: 'ASC' } });
    return { rfi, invitations, comparison: comparisonOf(rfi, invitations, years) };
  }

  async comparison(caller: Caller, id: string, years?: number | null): Promise<RfiComparisonView> {
    return (await this.compared(caller, id, years)).comparison;
  }

  async exportSheet(caller: Caller, id: string, years?: number | null) {
    const { rfi, invitations, comparison } = await this.compared(caller, id, years);
    return { title: rfi.title, ...comparisonSheet(rfi, invitations, comparison) };
  }

  /** The municipality reading it, or an invited vendor (its own invitation); null otherwise. */
  private async reader(caller: Caller, id: string): Promise<{ rfi: Rfi; companyId: number | null } | null> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    try {
      if (caller.role === 'vendor') {
        const { rfi, invitation } = await vendorInvitation(this.dataSource.manager, vendorMember(caller), id);
        return { rfi, companyId: invitation.companyId };
      }
      const member = await municipalMember(this.dataSource.manager, caller);
      return { rfi: await memberRfi(this.dataSource.manager, member, id), companyId: null };
    } catch {
      return null;
    }
  }

  private async open(key: string | null, name: string, range: string | undefined): Promise<DocumentFile> {
    const opened = key ? await openRange(this.storage, key, range) : null;
    if (!opened) throw appError('NOT_FOUND', FILE_NOT_FOUND);
    return { opened, fileName: name };
  }

  async openSpec(caller: Caller, id: string, range?: string): Promise<DocumentFile> {
    const reader = await this.reader(caller, id);
    if (!reader?.rfi.specKey) throw appError('NOT_FOUND', FILE_NOT_FOUND);
    return this.open(reader.rfi.specKey, reader.rfi.specName ?? '仕様書.pdf', range);
  }

  async openQuote(caller: Caller, id: string, invitationId: string, range?: string): Promise<DocumentFile> {
    const reader = await this.reader(caller, id);
    const key = rfiIdOf(invitationId);
    const invitation =
      reader && key !== null
        ? await this.dataSource.getRepository(RfiInvitation).findOneBy({ id: key, rfiId: reader.rfi.id })
        : null;
    // A vendor reads its own quote only, never another invited vendor's; the municipality a submitted one.
    const allowed =
      invitation &&
      (reader!.companyId === null ? invitation.submittedAt !== null : reader!.companyId === invitation.companyId);
    if (!allowed || !invitation.quoteKey) throw appError('NOT_FOUND', FILE_NOT_FOUND);
    return this.open(invitation.quoteKey, invitation.quoteName ?? '見積書.pdf', range);
  }

  /** An invitation's solutions with their names now (a withdrawn listing keeps its last name). */
  async solutions(solutionIds: readonly string[]): Promise<{ id: string; title: string }[]> {
    const ids = solutionIds.map(Number);
    const found = ids.length
      ? await this.dataSource
          .getRepository(Solution)
          .find({ where: { id: In(ids) }, select: { id: true, title: true } })
      : [];
    const titles = new Map(found.map((s) => [s.id, s.title]));
    return ids.map((id) => ({ id: String(id), title: titles.get(id) ?? `ソリューション（ID ${id}）` }));
  }
}
