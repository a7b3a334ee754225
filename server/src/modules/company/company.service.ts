/**
 * Companies (掲載企業). A signed-in user registers a company with the contact person's details
 * (the same rules as municipal registration) and becomes its user; the vendor role takes effect
 * once the e-mail is verified (auth/roles.ts). Operators approve a company before its listings
 * can be published. Every change writes an audit event in its transaction.
 */
import {
  isRecordId,
  PROFILE_FIELDS,
  REGISTRATION_UID_REQUIRED,
  validateCompanyRegistrationPayload,
} from '@portal/shared';
import type { DataSource } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { DocumentRequest } from '../document-request/document-request.entity';
import { UserProfile } from '../profile/profile.entity';
import type { CompanyRegistrationInput } from './company.inputs';
import { Company } from './company.entity';

export const COMPANY_SERVICE_MESSAGES = {
  notSelf: 'ご本人以外の登録はできません。',
  emailMismatch: 'ログイン中のメールアドレスと一致しません',
  alreadyRegistered: 'このアカウントは既に会員登録されています。別のメールアドレスで登録してください。',
  notFound: '掲載企業が見つかりません。',
  notPending: 'この企業は承認待ちではありません。',
  noCompany: '掲載企業として登録されたアカウントでログインしてください。',
} as const;

function trimmed<T extends object>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

export class CompanyService {
  constructor(private readonly dataSource: DataSource) {}

  async register(caller: Caller, raw: CompanyRegistrationInput): Promise<Company> {
    const input = trimmed(raw);
    const viewer = caller.viewer;
    if (!viewer) throw appError('UNAUTHENTICATED');
    // Someone else's uid is refused; a missing one is an incomplete form, answered field by field.
    if (input.uid && input.uid !== viewer.uid) throw appError('FORBIDDEN', COMPANY_SERVICE_MESSAGES.notSelf);
    const errors = validateCompanyRegistrationPayload({ ...input });
    if (!input.uid) errors.uid = REGISTRATION_UID_REQUIRED;
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    if (input.email.toLowerCase() !== (viewer.email ?? '').toLowerCase()) {
      throw invalidInput({ email: COMPANY_SERVICE_MESSAGES.emailMismatch });
    }
    return this.dataSource.transaction(async (manager) => {
      const profiles = manager.getRepository(UserProfile);
      if (await profiles.findOneBy({ uid: viewer.uid })) {
        throw appError('CONFLICT', COMPANY_SERVICE_MESSAGES.alreadyRegistered);
      }
      const company = await manager.save(
        manager.create(Company, {
          name: input.organization,
          corporateNumber: input.corporateNumber || null,
          address: input.companyAddress,
          url: input.companyUrl || null,
          description: null,
          contactEmail: input.email,
          status: 'pending',
        }),
      );
      await profiles.save(
        profiles.create({
          uid: viewer.uid,
          email: input.email,
          telephone: input.telephone,
          ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, input[f]])),
          isMunicipality: false,
          municipalStatus: 'none',
          companyId: company.id,
          companyRole: 'admin',
        }),
      );
      await recordAudit(manager, {
        actorUid: viewer.uid,
        action: 'company.registered',
        entityType: 'company',
        entityId: company.id,
        data: { status: company.status },
      });
      return company;
    });
  }

  async mine(caller: Caller): Promise<Company | null> {
    const companyId = caller.profile?.companyId;
    if (companyId == null) return null;
    return this.dataSource.getRepository(Company).findOneBy({ id: companyId });
  }

  pending(): Promise<Company[]> {
    return this.dataSource.getRepository(Company).find({ where: { status: 'pending' }, order: { id: 'ASC' } });
  }

  async approve(caller: Caller, id: string): Promise<Company> {
    if (caller.role !== 'operator' || !caller.viewer) throw appError('FORBIDDEN');
    return this.dataSource.transaction(async (manager) => {
      const company = isRecordId(id) ? await manager.findOneBy(Company, { id: Number(id) }) : null;
      if (!company) throw appError('NOT_FOUND', COMPANY_SERVICE_MESSAGES.notFound);
      if (company.status === 'approved') return company;
      if (company.status !== 'pending') throw appError('CONFLICT', COMPANY_SERVICE_MESSAGES.notPending);
      company.status = 'approved';
      const saved = await manager.save(company);
      await recordAudit(manager, {
        actorUid: caller.viewer!.uid,
        action: 'company.approved',
        entityType: 'company',
        entityId: company.id,
        data: { status: 'approved' },
      });
      return saved;
    });
  }

  /** Requests and inquiries received for the caller's company's listings, newest first. */
  async receivedRequests(caller: Caller): Promise<DocumentRequest[]> {
    const companyId = caller.profile?.companyId;
    if (caller.role !== 'vendor' || companyId == null) throw appError('FORBIDDEN', COMPANY_SERVICE_MESSAGES.noCompany);
    return this.dataSource.getRepository(DocumentRequest).find({
      where: { companyId },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC', items: { id: 'ASC' } },
      take: 200,
    });
  }
}
