// The server goals, evaluated on one database's figures from one run, and the check that a
// run produced every figure (what the smoke run in `npm test` asserts).
export const CONNECTIONS = [1, 8, 32];

const point = (scenario, connections) => scenario?.points.find((p) => p.connections === connections);
const byId = (db, id) => db.scenarios.find((s) => s.id === id);
const ratio = (a, b) => (a != null && b ? Math.round((a / b) * 100) / 100 : null);

export function evaluateGoals(db, { largest }) {
  const rest = byId(db, 'search-rest');
  const graphql = byId(db, 'search-graphql');
  const rest32 = point(rest, 32);
  const rest1 = point(rest, 1);
  // Against the naive SQL, the search itself: every request searched and executed.
  const uncached1 = point(byId(db, 'search-rest-uncached'), 1);
  const graphql32 = point(graphql, 32);
  const graphql1 = point(graphql, 1);
  const ceiling32 = db.references.ceiling.points.find((p) => p.connections === 32);
  const big = db.startup.find((s) => s.perSection === largest);
  const scaling = db.scaling;
  const first = scaling[0];
  const last = scaling.at(-1);
  const growth = ratio(last?.p50, first?.p50);
  const proportional = last && first ? last.perSection / first.perSection : null;
  const goals = [
    ['Search 1 median at 32 connections', `${rest32?.p50} ms`, '< 10 ms', rest32?.p50 < 10],
    ['Search 1 p99 at 32 connections', `${rest32?.p99} ms`, '< 50 ms', rest32?.p99 < 50],
    ['Search 1 throughput at 32 connections', `${rest32?.rps} req/s`, '≥ 1 000 req/s', rest32?.rps >= 1000],
    [
      'Search 1 with the result cache off vs naive SQL (median, 1 connection)',
      `${ratio(db.references.naiveSql.p50, uncached1?.p50)}× faster`,
      '≥ 50×',
      ratio(db.references.naiveSql.p50, uncached1?.p50) >= 50,
    ],
    [
      'REST vs /graphql (req/s at 32, median at 1)',
      `${ratio(rest32?.rps, graphql32?.rps)} / ${ratio(rest1?.p50, graphql1?.p50)}`,
      '≥ 0.90 / ≤ 1.10',
      ratio(rest32?.rps, graphql32?.rps) >= 0.9 && ratio(rest1?.p50, graphql1?.p50) <= 1.1,
    ],
    [
      'Search 1 throughput vs bare node:http (32)',
      `${ratio(rest32?.rps, ceiling32?.rps)}`,
      '≥ 0.25',
      ratio(rest32?.rps, ceiling32?.rps) >= 0.25,
    ],
    [
      `Ready with ${largest.toLocaleString('en')} per section (restart; first start after import: ${big?.firstReadyMs} ms)`,
      `${big?.readyMs} ms`,
      '≤ 15 000 ms',
      big?.readyMs <= 15_000,
    ],
    [
      `Resident memory with ${largest.toLocaleString('en')} per section`,
      `${big?.rssMb} MB`,
      '< 1 536 MB',
      big?.rssMb < 1536,
    ],
    [
      `Median growth, result cache off, ${first?.perSection.toLocaleString('en')} → ${last?.perSection.toLocaleString('en')}`,
      `${growth}×`,
      `≤ ${proportional}× (proportional)`,
      growth != null && growth <= proportional,
    ],
  ];
  return goals.map(([goal, value, target, pass]) => ({ goal, value, target, pass: Boolean(pass) }));
}

/** Every figure the issue asks for, as a list of what is missing (empty when complete). */
export function missingFigures(results) {
  const missing = [];
  const number = (value, where) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) missing.push(where);
  };
  if (!results.date) missing.push('date');
  number(results.machine?.cpus, 'machine.cpus');
  number(results.machine?.memoryGb, 'machine.memoryGb');
  if (!results.databases?.length) missing.push('databases');
  for (const db of results.databases ?? []) {
    const at = (path) => `${db.kind}.${path}`;
    for (const id of [
      'search-rest',
      'search-rest-uncached',
      'search-graphql',
      'search-rare',
      'search-filters',
      'search-page50',
      'detail',
      'count',
    ]) {
      const scenario = byId(db, id);
      for (const c of CONNECTIONS) {
        const p = point(scenario, c);
        for (const key of ['p50', 'p95', 'p99', 'rps']) number(p?.[key], at(`${id}@${c}.${key}`));
      }
    }
    for (const key of ['p50', 'p95', 'p99', 'rps']) number(db.references?.naiveSql?.[key], at(`naiveSql.${key}`));
    for (const c of CONNECTIONS) {
      const p = db.references?.ceiling?.points.find((x) => x.connections === c);
      for (const key of ['p50', 'p95', 'p99', 'rps']) number(p?.[key], at(`ceiling@${c}.${key}`));
    }
    for (const size of results.settings.scale) {
      const s = db.startup?.find((x) => x.perSection === size);
      number(s?.readyMs, at(`startup@${size}.readyMs`));
      number(s?.firstReadyMs, at(`startup@${size}.firstReadyMs`));
      number(s?.rssMb, at(`startup@${size}.rssMb`));
      number(db.scaling?.find((x) => x.perSection === size)?.p50, at(`scaling@${size}.p50`));
    }
    number(db.search1?.totalCount, at('search1.totalCount'));
    if (db.search1?.categoryCounts?.length !== 12) missing.push(at('search1.categoryCounts'));
    if (db.goals?.length !== 9) missing.push(at('goals'));
  }
  return missing;
}
