/**
 * The demo's 見積合せ: with the demo accounts in place, the demo municipal user's information
 * request reaches the demo vendor, who reads it as any received request; seeding again sends
 * nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { DATABASES } from '../test/databases';
import { signIn } from '../test/users';
import { DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts';
import { seedDemoRfi } from './demo-rfi';

describe.each(DATABASES)('the demo information request on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
    await ensureDemoAccounts(server.identity.auth, server.dataSource);
  }, 120_000);
  afterAll(async () => server?.stop());

  it('is sent once by 戸田市 to the demo vendor and a company of the same field', async () => {
    expect(await seedDemoRfi(server.dataSource, server.portal.services.rfis)).toBe(true);
    expect(await seedDemoRfi(server.dataSource, server.portal.services.rfis)).toBe(false);

    const vendor = await signIn('vendor@vendor.example.jp', DEMO_PASSWORD);
    const received = await server.graphql<{ receivedRfis: { title: string; status: string; deadline: string }[] }>(
      '{ receivedRfis { title status deadline } }',
      {},
      vendor,
    );
    expect(received.errors).toBeUndefined();
    expect(received.data!.receivedRfis).toHaveLength(1);
    const [rfi] = received.data!.receivedRfis;
    expect(rfi!.status).toBe('sent');
    expect(rfi!.title).toMatch(/分野のシステム更新に向けた情報提供のお願い$/);
    expect(new Date(rfi!.deadline).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const invited = (await server.dataSource.query(
      `SELECT COUNT(DISTINCT i.company_id) AS n FROM rfi_invitations i JOIN rfis r ON r.id = i.rfi_id
        WHERE r.created_by = 'demo-municipal'`,
    )) as { n: number | string }[];
    expect(Number(invited[0]!.n)).toBe(2);
  });
});
