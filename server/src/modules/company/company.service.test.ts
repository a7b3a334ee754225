/**
 * CompanyService on its own (the Redwood way): a data source and a caller, no HTTP and no
 * GraphQL. Refusals are domain errors with their codes; every change writes its audit event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../db/data-source';
import { AppError } from '../../lib/app-error';
import { callerOf, viewerOf } from '../../test/callers';
import { DATABASES, type TestDatabase } from '../../test/databases';
import { createDatabaseIn } from '../../test/templates';
import { AuditEvent } from '../audit/audit-event.entity';
import { ENTITIES } from '../entities';
import { UserProfile } from '../profile/profile.entity';
import type { CompanyRegistrationInput } from './company.inputs';
import { COMPANY_SERVICE_MESSAGES, CompanyService } from './company.service';

function registration(uid: string, email: string): CompanyRegistrationInput {
  return {
    uid,
    email,
    telephone: '03-1234-5678',
    lastName: '山田',
    firstName: '花子',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'ハナコ',
    division: '営業部',
    position: '課長',
    organization: '株式会社サンプル',
    corporateNumber: '1234567890123',
    companyAddress: '東京都千代田区1-1',
    companyUrl: 'https://vendor.example.jp/',
  } as CompanyRegistrationInput;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(DATABASES)('CompanyService on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let companies: CompanyService;

  beforeAll(async () => {
    database = await createDatabaseIn(kind, 'migrated');
    dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
    companies = new CompanyService(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('registers the caller as the user of a pending company, with its audit event', async () => {
    const viewer = viewerOf('vendor-1', 'hanako@vendor.example.jp');
    const company = await companies.register(callerOf(viewer, 'member'), registration(viewer.uid, viewer.email!));
    expect(company).toMatchObject({ name: '株式会社サンプル', status: 'pending' });
    const profile = await dataSource.getRepository(UserProfile).findOneByOrFail({ uid: viewer.uid });
    expect(profile).toMatchObject({ companyId: company.id, isMunicipality: false, lastName: '山田' });
    const audit = await dataSource.getRepository(AuditEvent).findBy({ entityType: 'company' });
    expect(audit.map((a) => a.action)).toEqual(['company.registered']);

    const again = await refusal(
      companies.register(callerOf(viewer, 'member'), registration(viewer.uid, viewer.email!)),
    );
    expect(again).toMatchObject({ code: 'CONFLICT', message: COMPANY_SERVICE_MESSAGES.alreadyRegistered });
  });

  it('refuses a visitor, someone else and an address that is not the caller’s', async () => {
    const viewer = viewerOf('vendor-2', 'taro@vendor.example.jp');
    const input = registration(viewer.uid, viewer.email!);
    expect(await refusal(companies.register(callerOf(null, 'anonymous'), input))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(
      await refusal(companies.register(callerOf(viewerOf('other', 'x@example.jp'), 'member'), input)),
    ).toMatchObject({ code: 'FORBIDDEN', message: COMPANY_SERVICE_MESSAGES.notSelf });
    const mismatch = await refusal(
      companies.register(callerOf(viewer, 'member'), { ...input, email: 'someone@vendor.example.jp' }),
    );
    expect(mismatch).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: COMPANY_SERVICE_MESSAGES.emailMismatch },
    });
    expect(await dataSource.getRepository(UserProfile).findOneBy({ uid: viewer.uid })).toBeNull();
  });

  it('lets only an operator approve, once', async () => {
    const [pending] = await companies.pending();
    expect(pending).toBeDefined();
    const vendor = callerOf(viewerOf('vendor-1', 'hanako@vendor.example.jp'), 'vendor');
    expect(await refusal(companies.approve(vendor, String(pending!.id)))).toMatchObject({ code: 'FORBIDDEN' });
    const operator = callerOf(viewerOf('staff', 'staff@example.jp', { claims: { operator: true } }), 'operator');
    expect(await refusal(companies.approve(operator, 'x1'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await companies.approve(operator, String(pending!.id))).toMatchObject({ status: 'approved' });
    expect(await companies.approve(operator, String(pending!.id))).toMatchObject({ status: 'approved' });
    const actions = (await dataSource.getRepository(AuditEvent).findBy({ entityType: 'company' })).map((a) => a.action);
    expect(actions.filter((a) => a === 'company.approved')).toHaveLength(1);
    expect(await companies.pending()).toEqual([]);
  });

  it('shows received requests to the company’s vendor only', async () => {
    const profile = await dataSource.getRepository(UserProfile).findOneByOrFail({ uid: 'vendor-1' });
    const viewer = viewerOf('vendor-1', 'hanako@vendor.example.jp');
    expect(await companies.mine(callerOf(viewer, 'vendor', profile))).toMatchObject({ id: profile.companyId });
    expect(await companies.receivedRequests(callerOf(viewer, 'vendor', profile))).toEqual([]);
    expect(await refusal(companies.receivedRequests(callerOf(viewer, 'member', profile)))).toMatchObject({
      code: 'FORBIDDEN',
      message: COMPANY_SERVICE_MESSAGES.noCompany,
    });
  });
});
