// `npm run bench -- --alerts`: one alert run in the app process over the corpus and 10 000 saved
// searches, while the realistic search workload (workload.mjs) is sent. Reports the run's time and
// mails, the searches' p50/p99 before and during the run, and the app process's worst event-loop
// delay during it (loop-probe.mjs). Written to bench/results/alerts.json; alerts-report.mjs renders it.
//
// The run is the app's own schedule (ALERT_RUN_SECONDS=1): every saved search waits with its next
// alert far in the future, and the bench makes them all due at once, so the next tick (within a
// second) takes them; it ends when none is due any more. The corpus is made to look like a day
// of a live portal: records keep their publication date as their last change, except
// `changedPerSection` per section changed an hour ago, and every search last alerted a day ago.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { staffProfile } from './database.mjs';
import { summarise } from './load.mjs';
import { seeded } from './workload.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../server/dist');

const SECTIONS = { solutions: 'Solution', grants: 'Grant', cases: 'Case' };
const ALERT_KINDS = ['asap', 'daily', 'weekly'];
const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');

async function openData(database) {
  require('reflect-metadata');
  const { openDatabase } = require(path.join(dist, 'db/data-source.js'));
  const { ENTITIES } = require(path.join(dist, 'modules/entities.js'));
  return openDatabase(database.settings, ENTITIES);
}

/** The results page's query string for a workload search (what 「この条件を保存」 stores). */
function queryOf(criteria) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(criteria)) {
    if (key === 'page' || value == null) continue;
    for (const item of [value].flat()) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * Users (municipal staff, `perUser` searches each, as many as the 50-per-user limit allows) and
 * their saved searches, from the workload's own criteria; the recent changes of the day.
 */
export async function seedAlertFixtures(database, { searches, perUser = 5, changedPerSection = 1000, workload }) {
  const dataSource = await openData(database);
  const now = Date.now();
  const since = new Date(now - 86_400_000);
  const changedAt = new Date(now - 3_600_000);
  try {
    const random = seeded(21);
    for (const [section, entity] of Object.entries(SECTIONS)) {
      await dataSource.query(`UPDATE ${section} SET updated_at = published_at WHERE published_at IS NOT NULL`);
      const ids = (await dataSource.query(`SELECT id FROM ${section} WHERE status = 'published'`)).map((r) => r.id);
      const chosen = new Set();
      while (chosen.size < Math.min(changedPerSection, ids.length)) chosen.add(ids[Math.floor(random() * ids.length)]);
      const list = [...chosen];
      for (let at = 0; at < list.length; at += 500) {
        await dataSource
          .createQueryBuilder()
          .update(entity)
          .set({ updatedAt: changedAt })
          .whereInIds(list.slice(at, at + 500))
          .execute();
      }
    }
    const users = Math.ceil(searches / perUser);
    const profiles = Array.from({ length: users }, (_, i) => staffProfile(`bench-alert-${i}`, '札幌市'));
    for (let at = 0; at < profiles.length; at += 200) {
      await dataSource.getRepository('UserProfile').insert(profiles.slice(at, at + 200));
    }
    const rows = Array.from({ length: searches }, (_, i) => {
      const search = workload.searches[i % workload.searches.length];
      return {
        userUid: `bench-alert-${Math.floor(i / perUser)}`,
        section: search.section,
        name: `検索条件 ${i + 1}`,
        query: queryOf(search.criteria),
        alert: ALERT_KINDS[i % ALERT_KINDS.length],
        lastViewedAt: since,
        alertSince: since,
        nextAlertAt: FAR_FUTURE,
      };
    });
    for (let at = 0; at < rows.length; at += 500) {
      await dataSource.getRepository('SavedSearch').insert(rows.slice(at, at + 500));
    }
    return { users, searches, changedPerSection };
  } finally {
    await dataSource.destroy();
  }
}

/** Sends the workload until stopped; keeps each answer's time with the moment it ended. */
function startWorkload(origin, requests, connections) {
  const answers = [];
  let failures = 0;
  const instance = autocannon({ url: origin, connections, duration: 600, requests, timeout: 30 });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) answers.push({ at: performance.now(), ms });
    else failures++;
  });
  const done = new Promise((resolve) => instance.once('done', resolve));
  return {
    between(from, to) {
      return answers.filter((a) => a.at >= from && a.at <= to).map((a) => a.ms);
    },
    failures: () => failures,
    async stop() {
      instance.stop();
      await done;
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Triggers the run, waits for it to end (or `limitSeconds`), measuring the workload meanwhile. */
export async function runAlertBench({
  server,
  database,
  requests,
  connections,
  log,
  baselineSeconds = 10,
  limitSeconds = 300,
}) {
  const dataSource = await openData(database);
  try {
    const due = () =>
      dataSource
        .getRepository('SavedSearch')
        .createQueryBuilder('s')
        .where("s.alert <> 'off'")
        .andWhere('s.next_alert_at <= :now', { now: new Date() })
        .getCount();
    const load = startWorkload(server.origin, requests, connections);
    await sleep(2000); // connections open, caches warm
    await server.probe();
    const baselineFrom = performance.now();
    await sleep(baselineSeconds * 1000);
    const baselineTo = performance.now();
    const baselineProbe = await server.probe();
    log('making every saved search due');
    await dataSource
      .createQueryBuilder()
      .update('SavedSearch')
      .set({ nextAlertAt: new Date(Date.now() - 60_000) })
      .execute();
    const from = performance.now();
    let remaining = await due();
    const total = remaining;
    while (remaining > 0 && performance.now() - from < limitSeconds * 1000) {
      await sleep(250);
      remaining = await due();
    }
    const to = performance.now();
    const probe = await server.probe();
    await load.stop();
    const mails = Number(
      (await dataSource.query("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'alert.digest'"))[0].n,
    );
    const seconds = (to - from) / 1000;
    return {
      connections,
      due: total,
      finished: remaining === 0,
      runSeconds: Math.round(seconds * 10) / 10,
      mails,
      baseline: summarise(load.between(baselineFrom, baselineTo), (baselineTo - baselineFrom) / 1000),
      baselineMaxLoopDelayMs: baselineProbe.maxDelayMs,
      during: summarise(load.between(from, to), seconds),
      maxLoopDelayMs: probe.maxDelayMs,
      p99LoopDelayMs: probe.p99DelayMs,
      longestGcMs: probe.longestGcMs,
      failures: load.failures(),
    };
  } finally {
    await dataSource.destroy();
  }
}

export function writeAlertResults(out, run) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(run, null, 2)}\n`);
}
