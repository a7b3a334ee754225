/**
 * The fast read by primary key gives exactly what TypeORM's findOneBy gives, column for column
 * (booleans, dates, nulls), on SQLite and (with TEST_MYSQL_URL) MariaDB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserProfile } from '../modules/profile/profile.entity';
import { DATABASES } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { findByKey } from './find-by-key';

describe.each(DATABASES)('findByKey on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: 'reference' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('hydrates a profile exactly as findOneBy does, and answers null for an unknown key', async () => {
    const repository = server.dataSource.getRepository(UserProfile);
    await repository.insert({
      uid: 'find-by-key-1',
      email: 'key@city.test.lg.jp',
      telephone: '03-0000-0000',
      lastName: '鍵',
      firstName: '太郎',
      lastNameKana: 'カギ',
      firstNameKana: 'タロウ',
      division: '情報政策課',
      position: '主事',
      organization: 'テスト市',
      municipalityCode: null,
      isMunicipality: true,
      municipalStatus: 'approved',
      companyId: null,
      isOperatorBusiness: false,
    });
    const find = findByKey(server.dataSource, UserProfile);
    const fast = await find('find-by-key-1');
    const slow = await repository.findOneBy({ uid: 'find-by-key-1' });
    expect(fast).toBeInstanceOf(UserProfile);
    expect(fast).toEqual(slow);
    expect(fast!.isMunicipality).toBe(true);
    expect(fast!.createdAt).toBeInstanceOf(Date);
    expect(await find('no-such-uid')).toBeNull();
  });
});
