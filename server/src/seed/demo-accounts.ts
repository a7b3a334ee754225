/**
 * One demo account per role in the Auth emulator, with their profiles. Only ever run against the
 * emulator (main.ts checks), so the fixed password is harmless.
 */
import type { Role } from '@portal/shared';
import type { Auth } from 'firebase-admin/auth';
import type { DataSource } from 'typeorm';
import { MunicipalDomain } from '../modules/municipality/municipal-domain.entity';
import { Municipality } from '../modules/municipality/municipality.entity';
import { UserProfile } from '../modules/profile/profile.entity';
import { Shortlist } from '../modules/shortlist/shortlist.entity';

export const DEMO_PASSWORD = 'portal-demo-2024';

/**
 * The demo operator's authenticator-app key (base32): operators act only after the second factor,
 * so the demo prints it; any authenticator app, or `node scripts/demo-code.mjs`, gives the code.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'PORTALDEMOOPERATORTOTPKEYABCDEFG';

/**
 * The demo municipal user's municipality: a real one from the master (戸田市, a 一般市 of about
 * 140 000 in 埼玉県 that the demo cases write about). city.demo.lg.jp is bound to it as an
 * operator would bind a domain, which is what gives the demo user a confirmed municipality for
 * the shared shortlists.
 */
export const DEMO_MUNICIPALITY = { code: '112241', name: '戸田市' } as const;
export const DEMO_MUNICIPAL_DOMAIN = 'city.demo.lg.jp';
/** The fictional municipality demo databases made before used (デモ市); moved to DEMO_MUNICIPALITY. */
const FORMER_DEMO_MUNICIPALITY = { code: '990001', name: 'デモ市' } as const;

export interface DemoAccount {
  role: Exclude<Role, 'anonymous'>;
  uid: string;
  email: string;
  label: string;
}

interface DemoDefinition extends DemoAccount {
  claims?: Record<string, unknown>;
  profile: Partial<UserProfile>;
}

const person = (lastName: string, firstName: string, lastNameKana: string, firstNameKana: string) => ({
  lastName,
  firstName,
  lastNameKana,
  firstNameKana,
  telephone: '03-1234-5678',
});

function definitions(vendorCompanyId: number | null): DemoDefinition[] {
  return [
    {
      role: 'municipal',
      uid: 'demo-municipal',
      email: 'shokuin@city.demo.lg.jp',
      label: '自治体職員',
      profile: {
        ...person('山田', '花子', 'ヤマダ', 'ハナコ'),
        division: '総務部 情報政策課',
        position: '主任',
        organization: DEMO_MUNICIPALITY.name,
        municipalityCode: DEMO_MUNICIPALITY.code,
        isMunicipality: true,
        municipalStatus: 'approved',
        municipalEmail: 'shokuin@city.demo.lg.jp',
      },
    },
    {
      role: 'trial',
      uid: 'demo-trial',
      email: 'trial@provider.example.jp',
      label: 'トライアル',
      profile: {
        ...person('佐藤', '健', 'サトウ', 'ケン'),
        division: '営業部',
        position: '担当',
        organization: '運営会社（トライアル）',
      },
    },
    {
      role: 'vendor',
      uid: 'demo-vendor',
      email: 'vendor@vendor.example.jp',
      label: '掲載企業',
      profile: {
        ...person('鈴木', '一郎', 'スズキ', 'イチロウ'),
        division: '公共営業部',
        position: '部長',
        organization: '掲載企業',
        companyId: vendorCompanyId,
        companyRole: 'admin',
      },
    },
    {
      role: 'operator',
      uid: 'demo-operator',
      email: 'operator@provider.example.jp',
      label: '運営者',
      claims: { operator: true },
      profile: {
        ...person('高橋', '美咲', 'タカハシ', 'ミサキ'),
        division: 'ポータル運営部',
        position: '運営担当',
        organization: '運営会社',
        isOperatorBusiness: true,
      },
    },
    {
      role: 'member',
      uid: 'demo-member',
      email: 'member@example.jp',
      label: '一般会員（承認待ち）',
      profile: {
        ...person('伊藤', '翔', 'イトウ', 'ショウ'),
        division: '企画課',
        position: '係長',
        organization: 'デモ町',
        municipalStatus: 'pending',
      },
    },
  ];
}

export async function ensureDemoAccounts(auth: Auth, dataSource: DataSource): Promise<DemoAccount[]> {
  const [company] = (await dataSource.query('SELECT MIN(id) AS id FROM companies')) as [{ id: number | null }];
  const accounts = definitions(company.id == null ? null : Number(company.id));
  const profiles = dataSource.getRepository(UserProfile);
  for (const account of accounts) {
    const user = await auth.getUser(account.uid).catch(() => null);
    const settings = { email: account.email, password: DEMO_PASSWORD, emailVerified: true, displayName: account.label };
    if (user) await auth.updateUser(account.uid, settings);
    else await auth.createUser({ uid: account.uid, ...settings });
    await auth.setCustomUserClaims(account.uid, account.claims ?? null);
    const existing = await profiles.findOneBy({ uid: account.uid });
    if (!existing) {
      await profiles.save(
        profiles.create({
          uid: account.uid,
          email: account.email,
          isMunicipality: false,
          municipalStatus: 'none',
          companyId: null,
          isOperatorBusiness: false,
          ...account.profile,
        }),
      );
    }
  }
  await ensureDemoMunicipality(dataSource);
  return accounts.map(({ role, uid, email, label }) => ({ role, uid, email, label }));
}

/** Binds the demo domain to the demo municipality, moving a demo database made with デモ市 over. */
export async function ensureDemoMunicipality(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.getRepository(MunicipalDomain).save({
      domain: DEMO_MUNICIPAL_DOMAIN,
      municipalityCode: DEMO_MUNICIPALITY.code,
      confirmedByUid: 'demo-operator',
    });
    // A demo database made before: the demo user and the lists it shares move from the fictional
    // デモ市 to the real municipality, and the fictional row goes (nothing else names it).
    const former = FORMER_DEMO_MUNICIPALITY;
    await manager
      .getRepository(UserProfile)
      .update(
        { uid: 'demo-municipal', organization: former.name },
        { organization: DEMO_MUNICIPALITY.name, municipalityCode: DEMO_MUNICIPALITY.code },
      );
    await manager
      .getRepository(UserProfile)
      .update({ confirmedMunicipalityCode: former.code }, { confirmedMunicipalityCode: DEMO_MUNICIPALITY.code });
    await manager
      .getRepository(Shortlist)
      .update({ municipalityCode: former.code }, { municipalityCode: DEMO_MUNICIPALITY.code });
    await manager.getRepository(Municipality).delete({ code: former.code });
    // A database made before the demo user had a municipality: the profile's claim names it now.
    await manager
      .getRepository(UserProfile)
      .update(
        { uid: 'demo-municipal', organization: DEMO_MUNICIPALITY.name },
        { municipalityCode: DEMO_MUNICIPALITY.code },
      );
  });
}
