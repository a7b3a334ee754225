/**
 * The demo municipal user belongs to a real municipality of the master: a fresh demo database
 * binds its domain to 戸田市, and one made when the demo user belonged to the fictional デモ市
 * (990001) moves the user, the domain and the lists it shares over and drops the fictional row.
 */
import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import { MunicipalDomain } from '../modules/municipality/municipal-domain.entity';
import { Municipality } from '../modules/municipality/municipality.entity';
import { UserProfile } from '../modules/profile/profile.entity';
import { Shortlist } from '../modules/shortlist/shortlist.entity';
import { PROFILE_DEFAULTS } from '../test/users';
import { DATABASES, type TestDatabase } from '../test/databases';
import { createDatabaseIn } from '../test/templates';
import { DEMO_MUNICIPAL_DOMAIN, DEMO_MUNICIPALITY, ensureDemoMunicipality } from './demo-accounts';

describe.each(DATABASES)('the demo municipality on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeEach(async () => {
    database = await createDatabaseIn(kind, 'reference');
    dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
  });
  afterEach(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('is 戸田市 from the master, its domain bound to it', async () => {
    await ensureDemoMunicipality(dataSource);
    expect(await dataSource.getRepository(Municipality).findOneBy({ code: DEMO_MUNICIPALITY.code })).toMatchObject({
      name: '戸田市',
      kind: 'city',
      prefectureId: '111',
    });
    expect(await dataSource.getRepository(MunicipalDomain).findOneBy({ domain: DEMO_MUNICIPAL_DOMAIN })).toMatchObject({
      municipalityCode: DEMO_MUNICIPALITY.code,
    });
    expect(await dataSource.getRepository(Municipality).count()).toBe(1_788);
  });

  it('moves a database made with the fictional デモ市 over, and drops the fictional row', async () => {
    await dataSource
      .getRepository(Municipality)
      .save({ code: '990001', name: 'デモ市', reading: '', prefectureId: '113', kind: 'city', population: 100_000 });
    await dataSource
      .getRepository(MunicipalDomain)
      .save({ domain: DEMO_MUNICIPAL_DOMAIN, municipalityCode: '990001', confirmedByUid: 'demo-operator' });
    await dataSource.getRepository(UserProfile).save({
      ...PROFILE_DEFAULTS,
      uid: 'demo-municipal',
      email: 'shokuin@city.demo.lg.jp',
      organization: 'デモ市',
      municipalityCode: '990001',
      isMunicipality: true,
      municipalStatus: 'approved',
      municipalEmail: 'shokuin@city.demo.lg.jp',
    });
    const list = await dataSource
      .getRepository(Shortlist)
      .save({ municipalityCode: '990001', name: '検討中', createdByUid: 'demo-municipal' });

    await ensureDemoMunicipality(dataSource);
    await ensureDemoMunicipality(dataSource);

    expect(await dataSource.getRepository(UserProfile).findOneBy({ uid: 'demo-municipal' })).toMatchObject({
      organization: '戸田市',
      municipalityCode: DEMO_MUNICIPALITY.code,
    });
    expect(await dataSource.getRepository(MunicipalDomain).findOneBy({ domain: DEMO_MUNICIPAL_DOMAIN })).toMatchObject({
      municipalityCode: DEMO_MUNICIPALITY.code,
    });
    expect(await dataSource.getRepository(Shortlist).findOneBy({ id: list.id })).toMatchObject({
      municipalityCode: DEMO_MUNICIPALITY.code,
    });
    expect(await dataSource.getRepository(Municipality).findOneBy({ code: '990001' })).toBeNull();
    expect(await dataSource.getRepository(Municipality).count()).toBe(1_788);
  });
});
