/**
 * The reminder a business day before a request's deadline: when it falls (weekends, holidays and
 * the year-end closure skipped), and, on SQLite and (with TEST_MYSQL_URL) MariaDB with the real
 * SMTP sink, that it goes once to each vendor that has not answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { reminderTime } from './rfi-reminders';
import { Rfi } from './rfi.entity';
import { answersTo, createRfi, rfiWorld, saveAnswer, sendRfi, type RfiWorld } from './rfi.test-support';

const TAX_INCLUDED = { initial: 550_000, annual: 880_000, unitPrice: 0, quantity: 0, taxIncluded: true };

describe('reminderTime', () => {
  it('is 09:00 JST of the business day before, skipping weekends, holidays and the year-end closure', () => {
    // Monday 4 January 2027 17:00 JST: 29 Dec – 3 Jan are closed, so Monday 28 December.
    expect(reminderTime(new Date('2027-01-04T08:00:00Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z');
    // Tuesday 13 January 2026 (Monday 12th is 成人の日): Friday 9 January.
    expect(reminderTime(new Date('2026-01-13T08:00:00Z')).toISOString()).toBe('2026-01-09T00:00:00.000Z');
  });
});

describe.each(DATABASES)('reminders of requests for information on %s', (database) => {
  let world: RfiWorld;

  beforeAll(async () => {
    world = await rfiWorld(database);
  }, 120_000);
  afterAll(async () => {
    await world?.server.stop();
    await world?.smtp.close();
  });

  it('reminds the vendors that have not answered, once, a business day before the deadline', async () => {
    const created = await createRfi(world, world.tanto.token, { title: '督促の確認' });
    const sent = (await sendRfi(world, world.tanto.token, created.data!.createRfi.id)).data!.sendRfi;
    const [a] = world.vendors;
    await saveAnswer(world, a!.token, sent.id, { answers: answersTo(sent.questions, TAX_INCLUDED), submit: true });
    const stored = await world.server.dataSource.getRepository(Rfi).findOneByOrFail({ id: Number(sent.id) });
    const due = reminderTime(stored.deadline);
    expect(await world.server.portal.rfiReminders.run(new Date(due.getTime() - 60_000))).toBe(0);
    expect(await world.server.portal.rfiReminders.run(due)).toBe(1);
    expect(await world.server.portal.rfiReminders.run(due)).toBe(0);
    const mails = await world.smtp.waitFor(2, (m) => m.kind === 'rfi.reminder' && m.subject.includes('督促の確認'));
    expect(mails.map((m) => m.to).sort()).toEqual([world.vendors[1]!.email, world.vendors[2]!.email].sort());
  });
});
