/**
 * A municipality's OpenID Connect settings, kept by an operator or by that municipality's
 * administrator (step-up: a recent second-factor check). The client secret is sealed and never
 * read back. An allowed domain belongs to one municipality only, is never a provider (trial)
 * domain, and an administrator cannot claim a domain an operator bound to another municipality:
 * the domain decides whose staff a federated address becomes.
 */
import { SSO_CLAIM_PATTERN, SSO_DOMAIN_PATTERN } from '@portal/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller } from '../../auth/caller';
import { appError, invalidInput } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { recordAudit } from '../audit/audit.service';
import { MunicipalDomain } from '../municipality/municipal-domain.entity';
import { Municipality } from '../municipality/municipality.entity';
import { isLoopbackIssuer } from './oidc-client';
import { MunicipalSsoSetting } from './sso.entity';

export interface SsoSettingInput {
  municipalityCode: string;
  issuer: string;
  clientId: string;
  /** Empty or null: keep the stored secret. */
  clientSecret: string | null;
  allowedDomains: string[];
  divisionClaim: string | null;
  enabled: boolean;
}

export interface SsoSettingView {
  municipalityCode: string;
  municipalityName: string;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  allowedDomains: string[];
  divisionClaim: string | null;
  enabled: boolean;
  updatedAt: Date;
}

export interface SsoProviderView {
  municipalityCode: string;
  municipalityName: string;
  allowedDomains: string[];
}

export interface SsoSettingsDeps {
  box: SecretBox;
  isAdministrator(manager: EntityManager, caller: Caller, municipalityCode: string): Promise<boolean>;
  stepUp(caller: Caller): Promise<void>;
  trialDomains: readonly string[];
  allowLoopbackIssuers: boolean;
  /** PUBLIC_URL's callback, which an administrator registers at the IdP. */
  redirectUri: string;
}

export const domainsOf = (setting: MunicipalSsoSetting) => setting.allowedDomains.split(',').filter(Boolean);

export class SsoSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: SsoSettingsDeps,
  ) {}

  /** Municipalities whose staff can sign in with their IdP (the sign-in page's choices). Public. */
  async providers(): Promise<SsoProviderView[]> {
    const settings = await this.dataSource.getRepository(MunicipalSsoSetting).findBy({ enabled: true });
    const names = await this.namesOf(settings.map((s) => s.municipalityCode));
    return settings
      .map((s) => ({
        municipalityCode: s.municipalityCode,
        municipalityName: names.get(s.municipalityCode) ?? s.municipalityCode,
        allowedDomains: domainsOf(s),
      }))
      .sort((a, b) => a.municipalityCode.localeCompare(b.municipalityCode));
  }

  callbackUrl(): string {
    return this.deps.redirectUri;
  }

  async get(caller: Caller, municipalityCode: string): Promise<SsoSettingView | null> {
    await this.authorize(this.dataSource.manager, caller, municipalityCode);
    const setting = await this.dataSource.getRepository(MunicipalSsoSetting).findOneBy({ municipalityCode });
    return setting ? this.viewOf(setting) : null;
  }

  async save(caller: Caller, input: SsoSettingInput): Promise<SsoSettingView> {
    const actor = await this.authorize(this.dataSource.manager, caller, input.municipalityCode);
    await this.deps.stepUp(caller);
    const fields = this.validate(input);
    const saved = await this.dataSource.transaction(async (manager) => {
      if (!(await manager.getRepository(Municipality).findOneBy({ code: input.municipalityCode }))) {
        throw invalidInput({ municipalityCode: '自治体が見つかりません。' });
      }
      const repository = manager.getRepository(MunicipalSsoSetting);
      const existing = await repository.findOneBy({ municipalityCode: input.municipalityCode });
      const secret = input.clientSecret?.trim() ?? '';
      if (!existing && !secret) throw invalidInput({ clientSecret: 'クライアントシークレットを入力してください。' });
      await this.assertDomainsFree(manager, caller, input.municipalityCode, fields.allowedDomains);
      const setting = await repository.save({
        ...(existing ?? {}),
        municipalityCode: input.municipalityCode,
        issuer: fields.issuer,
        clientId: fields.clientId,
        clientSecretSealed: secret ? this.deps.box.seal(secret) : existing!.clientSecretSealed,
        allowedDomains: fields.allowedDomains.join(','),
        divisionClaim: fields.divisionClaim,
        enabled: input.enabled,
        updatedByUid: actor,
      });
      await recordAudit(manager, {
        actorUid: actor,
        action: 'municipal-sso.saved',
        entityType: 'municipality',
        entityId: input.municipalityCode,
        data: {
          issuer: fields.issuer,
          clientId: fields.clientId,
          allowedDomains: fields.allowedDomains,
          secretChanged: Boolean(secret),
          enabled: input.enabled,
        },
      });
      return setting;
    });
    return this.viewOf(saved);
  }

  private async authorize(manager: EntityManager, caller: Caller, municipalityCode: string): Promise<string> {
    if (!caller.viewer) throw appError('UNAUTHENTICATED');
    if (caller.role === 'operator') return caller.viewer.uid;
    if (await this.deps.isAdministrator(manager, caller, municipalityCode)) return caller.viewer.uid;
    // The same answer as an unknown municipality: refusals reveal nothing.
    throw appError('NOT_FOUND', 'この自治体のシングルサインオン設定は見つかりません。');
  }

  private validate(input: SsoSettingInput) {
    const errors: Record<string, string> = {};
    const issuer = input.issuer.trim().replace(/\/+$/, '');
    let url: URL | null = null;
    try {
      url = new URL(issuer);
    } catch {
      errors.issuer = 'Issuer は https:// で始まる URL で入力してください。';
    }
    const loopback = this.deps.allowLoopbackIssuers && isLoopbackIssuer(issuer);
    if (url && url.protocol !== 'https:' && !loopback)
      errors.issuer = 'Issuer は https:// で始まる URL で入力してください。';
    const clientId = input.clientId.trim();
    if (!clientId || clientId.length > 255) errors.clientId = 'クライアント ID を入力してください（255文字以内）。';
    const allowedDomains = [...new Set(input.allowedDomains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
    if (allowedDomains.length === 0) errors.allowedDomains = '許可するメールドメインを1つ以上入力してください。';
    const bad = allowedDomains.find((d) => !SSO_DOMAIN_PATTERN.test(d));
    if (bad) errors.allowedDomains = `メールドメインの形式が正しくありません: ${bad}`;
    const trial = allowedDomains.find((d) => this.deps.trialDomains.includes(d));
    if (trial) errors.allowedDomains = `運営者のドメインは指定できません: ${trial}`;
    if (allowedDomains.join(',').length > 1000) errors.allowedDomains = 'メールドメインが多すぎます。';
    const divisionClaim = input.divisionClaim?.trim() || null;
    if (divisionClaim && !SSO_CLAIM_PATTERN.test(divisionClaim))
      errors.divisionClaim = 'クレーム名は英数字と _ : . - で入力してください。';
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return { issuer, clientId, allowedDomains, divisionClaim };
  }

  private async assertDomainsFree(manager: EntityManager, caller: Caller, code: string, domains: string[]) {
    const others = await manager.getRepository(MunicipalSsoSetting).find();
    for (const other of others) {
      if (other.municipalityCode === code) continue;
      const taken = domainsOf(other).find((d) => domains.includes(d));
      if (taken) throw invalidInput({ allowedDomains: `ほかの自治体が使っているドメインです: ${taken}` });
    }
    if (caller.role === 'operator') return;
    for (const domain of domains) {
      const binding = await manager.getRepository(MunicipalDomain).findOneBy({ domain });
      if (binding && binding.municipalityCode !== code) {
        throw invalidInput({ allowedDomains: `ほかの自治体に対応付けられたドメインです: ${domain}` });
      }
    }
  }

  private async namesOf(codes: string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(Municipality).findBy(codes.map((code) => ({ code })));
    return new Map(rows.map((row) => [row.code, row.name]));
  }

  private async viewOf(setting: MunicipalSsoSetting): Promise<SsoSettingView> {
    const names = await this.namesOf([setting.municipalityCode]);
    return {
      municipalityCode: setting.municipalityCode,
      municipalityName: names.get(setting.municipalityCode) ?? setting.municipalityCode,
      issuer: setting.issuer,
      clientId: setting.clientId,
      hasClientSecret: Boolean(setting.clientSecretSealed),
      allowedDomains: domainsOf(setting),
      divisionClaim: setting.divisionClaim,
      enabled: setting.enabled,
      updatedAt: setting.updatedAt,
    };
  }
}
