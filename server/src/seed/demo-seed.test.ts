/**
 * The seeded demo database agrees with itself (the generated records are checked one by one in
 * demo-corpus.test.ts): a linked case's text names the vendor and product of the listing it links
 * to, a funding grant's fiscal year is not after the case's, each link joins records of one field,
 * listing titles are unique and every listing states the price and certification fields the
 * comparison reads. Plain SQL over the tables, so it holds whatever wrote them.
 */
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/data-source';
import { ENTITIES } from '../modules/entities';
import { DATABASES, type TestDatabase } from '../test/databases';
import { createDatabaseIn } from '../test/templates';
import { seedDemoInsights } from './demo-insights';

describe.each(DATABASES)('the demo data seeded into %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const rows = async <T>(sql: string) => (await dataSource.query(sql)) as T[];
  const count = async (sql: string) => Number((await rows<{ n: number | string }>(sql))[0]!.n);

  beforeAll(async () => {
    // The run's demo template is made by seedDemo on a migrated database.
    database = await createDatabaseIn(kind, 'demo');
    dataSource = await openDatabase({ url: database.url, sqlitePath: database.sqlitePath }, ENTITIES);
  }, 120_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('names in a linked case’s text the vendor and product of its listing', async () => {
    const linked = await rows<{
      title: string;
      approach: string;
      product: string;
      vendor: string;
      listing: string;
      company: string;
    }>(
      `SELECT c.title, c.approach, c.solution_name AS product, c.vendor_name AS vendor, s.title AS listing, co.name AS company
         FROM cases c JOIN solutions s ON s.id = c.solution_id JOIN companies co ON co.id = s.company_id`,
    );
    expect(linked.length).toBeGreaterThan(200);
    const disagreeing = linked.filter(
      (c) =>
        c.product !== c.listing ||
        c.vendor !== c.company ||
        !c.approach.includes(c.company) ||
        !c.approach.includes(c.listing),
    );
    expect(disagreeing.map((c) => `${c.title}: ${c.approach.slice(0, 40)}… ≠ ${c.company}「${c.listing}」`)).toEqual(
      [],
    );
    // A case that links no listing does not name a listed product either.
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM cases c JOIN solutions s ON s.title = c.solution_name WHERE c.solution_id IS NULL`,
      ),
    ).toBe(0);
  });

  it('funds no case with a grant of a later fiscal year or of another field, nor beyond what it pays', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM case_grants')).toBeGreaterThan(150);
    const later = await rows<{ title: string; year: number; funder: string }>(
      `SELECT c.title, c.fiscal_year AS year, g.title AS funder FROM case_grants cg
         JOIN cases c ON c.id = cg.case_id JOIN grants g ON g.id = cg.grant_id
        WHERE g.fiscal_year > c.fiscal_year`,
    );
    expect(later.map((r) => `${r.title}（${r.year}年度）← ${r.funder}`)).toEqual([]);
    const otherField = await count(
      `SELECT COUNT(*) AS n FROM case_grants cg
        WHERE NOT EXISTS (SELECT 1 FROM case_categories cc JOIN grant_categories gc ON gc.category_id = cc.category_id
                           WHERE cc.case_id = cg.case_id AND gc.grant_id = cg.grant_id)`,
    );
    expect(otherField).toBe(0);
    // Nor more than the grant pays: its 上限額 and its rate of the initial cost.
    const overpaid = await count(
      `SELECT COUNT(*) AS n FROM case_grants cg JOIN cases c ON c.id = cg.case_id JOIN grants g ON g.id = cg.grant_id
        WHERE c.subsidy_amount > g.amount_max OR c.subsidy_amount > c.initial_cost * g.subsidy_rate + 1`,
    );
    expect(overpaid).toBe(0);
    const otherListing = await count(
      `SELECT COUNT(*) AS n FROM cases c
        WHERE c.solution_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM case_categories cc JOIN solution_categories sc ON sc.category_id = cc.category_id
           WHERE cc.case_id = c.id AND sc.solution_id = c.solution_id)`,
    );
    expect(otherListing).toBe(0);
  });

  it('files 地域包括ケア under 福祉・医療 only, and gives every listing a title of its own', async () => {
    const filed = await rows<{ category: string }>(
      `SELECT DISTINCT x.category_id AS category FROM (
         SELECT sc.category_id FROM solutions s JOIN solution_categories sc ON sc.solution_id = s.id WHERE s.title LIKE '%地域包括ケア%'
         UNION ALL SELECT cc.category_id FROM cases c JOIN case_categories cc ON cc.case_id = c.id WHERE c.title LIKE '%地域包括ケア%'
       ) x`,
    );
    expect(filed.map((r) => String(r.category))).toEqual(['06']);
    expect(
      await count('SELECT COUNT(*) AS n FROM (SELECT title FROM solutions GROUP BY title HAVING COUNT(*) > 1) d'),
    ).toBe(0);
  });

  it('states the price and certification fields of every listing the comparison reads', async () => {
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM solutions
          WHERE initial_cost IS NULL OR annual_cost IS NULL OR pricing_unit IS NULL OR price_text IS NULL
             OR free_trial NOT IN ('yes', 'no') OR support_hours IS NULL OR delivery_period IS NULL
             OR certifications IS NULL OR certifications = '[]'`,
      ),
    ).toBe(0);
  });
  it('gives the demo vendor four weeks of listing insights, some cells under five municipalities, once', async () => {
    const own = `listing_id IN (SELECT id FROM solutions WHERE company_id = (SELECT MIN(id) FROM companies))`;
    const reach = await rows<{ event: string; municipalities: number | string; total: number | string }>(
      `SELECT event, COUNT(DISTINCT municipality_code) AS municipalities, SUM(count) AS total
         FROM listing_insights WHERE ${own} GROUP BY event`,
    );
    const of = (event: string) => reach.find((r) => r.event === event);
    for (const event of ['impression', 'view', 'basket', 'compare']) {
      expect(Number(of(event)?.municipalities), event).toBeGreaterThanOrEqual(5);
    }
    expect(Number(of('impression')!.total)).toBeGreaterThan(Number(of('view')!.total));
    expect(await count(`SELECT COUNT(DISTINCT day) AS n FROM listing_insights WHERE ${own}`)).toBe(28);
    // A listing's day of basket additions comes from fewer than five municipalities: 「5未満」 on screen.
    const busiestBasketDay = await count(
      `SELECT MAX(n) AS n FROM (SELECT COUNT(DISTINCT municipality_code) AS n FROM listing_insights
         WHERE ${own} AND event = 'basket' GROUP BY listing_id, day) d`,
    );
    expect(busiestBasketDay).toBeLessThan(5);
    expect(await count(`SELECT COUNT(*) AS n FROM listing_insights WHERE NOT (${own})`)).toBe(0);
    expect(await seedDemoInsights(dataSource)).toBe(0);
  });
});
