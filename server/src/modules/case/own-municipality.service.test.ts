/**
 * 「自団体の事例」: yes only for municipal staff whose municipality is confirmed and is the case's;
 * the typed 自治体名 alone, another municipality, other roles and unpublished cases get no.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { caseValues, editorialFixture, refusal, type EditorialFixture } from '../editorial/editorial.test-support';
import { municipalStaff } from '../case-proposal/case-proposal.test-support';
import type { UserProfile } from '../profile/profile.entity';
import { callerOf, viewerOf } from '../../test/callers';
import { CaseEditorService } from './case-editor.service';
import { OWN_MUNICIPALITY_IDS_MAX, OwnMunicipalityService } from './own-municipality.service';

const TODA = '112241';
const WARABI = '112232';

describe.each(DATABASES)('OwnMunicipalityService on %s', (kind) => {
  let fx: EditorialFixture;
  let service: OwnMunicipalityService;
  let toda: string;
  let warabi: string;
  let draft: string;

  beforeAll(async () => {
    fx = await editorialFixture(kind);
    service = new OwnMunicipalityService(fx.dataSource);
    const editor = new CaseEditorService(fx.dataSource, fx.search, fx.storage);
    const published = async (code: string, title: string) => {
      const made = await editor.create(fx.operator, caseValues(code, { title }));
      return String((await editor.publish(fx.operator, String(made.id))).id);
    };
    toda = await published(TODA, '戸田市の事例');
    warabi = await published(WARABI, '蕨市の事例');
    draft = String((await editor.create(fx.operator, caseValues(TODA, { title: '戸田市の下書き' }))).id);
  });
  afterAll(() => fx?.close());

  it('says yes to confirmed staff of the case’s municipality only', async () => {
    const staff = municipalStaff('toda-1', TODA);
    expect(await service.isOwn(staff, { municipalityCode: TODA })).toBe(true);
    expect(await service.isOwn(staff, { municipalityCode: WARABI })).toBe(false);
    expect(await service.isOwn(staff, { municipalityCode: null })).toBe(false);
    expect(await service.caseIds(staff, [toda, warabi, draft, 'x'])).toEqual([toda]);
    expect(await service.caseIds(municipalStaff('warabi-1', WARABI), [toda, warabi])).toEqual([warabi]);
  });

  it('says no to a claim nothing confirms and to every other role', async () => {
    // Typed 戸田市, but neither a bound domain nor an operator confirmed it.
    const claimed = callerOf(viewerOf('claim-1', 'claim-1@example.jp'), 'municipal', {
      uid: 'claim-1',
      email: 'claim-1@example.jp',
      isMunicipality: true,
      municipalityCode: TODA,
      confirmedMunicipalityCode: null,
      municipalityConfirmedEmail: null,
    } as UserProfile);
    expect(await service.isOwn(claimed, { municipalityCode: TODA })).toBe(false);
    // Confirmed for an address the member no longer uses.
    const moved = municipalStaff('moved-1', TODA);
    moved.profile!.email = 'moved-1@other.example.jp';
    expect(await service.caseIds(moved, [toda])).toEqual([]);
    const { anonymous, member, vendor } = fx.callers;
    for (const caller of [anonymous, member, vendor, fx.operator]) {
      expect(await service.isOwn(caller, { municipalityCode: TODA })).toBe(false);
      expect(await service.caseIds(caller, [toda])).toEqual([]);
    }
  });

  it('checks a page of results at a time', async () => {
    const many = Array.from({ length: OWN_MUNICIPALITY_IDS_MAX + 1 }, (_, i) => String(i + 1));
    expect((await refusal(service.caseIds(municipalStaff('toda-2', TODA), many))).code).toBe('BAD_USER_INPUT');
  });
});
