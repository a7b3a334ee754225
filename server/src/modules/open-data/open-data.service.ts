/**
 * Open data (docs/open-data.md): the published grants and cases as daily bulk files, CSV (UTF-8
 * with a BOM and CRLF, as the exports) and JSON, in DATA_DIR/open-data, with a manifest naming
 * the date, the licence and each file's size and SHA-256. Made from the search read model, off the
 * request path (open-data.job.ts in each app process, or `node server/dist/open-data.js`); each
 * file is written under a temporary name and renamed, so a reader never sees half a file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { japanDate } from '@portal/shared';
import type { Clock } from '../../lib/clock';
import type { CaseSummary } from '../case/case.types';
import type { GrantService } from '../grant/grant.service';
import type { GrantSummary } from '../grant/grant.types';
import type { PortalSearch } from '../sections';
import { csvSlices, jsonSlices, type WrittenFile, writeSlices } from './open-data.files';
import { caseTable, grantTable, type OpenDataSection, type OpenDataTable } from './open-data.tables';

export const OPEN_DATA_FILES = ['grants.csv', 'grants.json', 'cases.csv', 'cases.json'] as const;
export type OpenDataFileName = (typeof OPEN_DATA_FILES)[number];
const MANIFEST = 'index.json';
const PAGE = 500;

export interface OpenDataLicense {
  name: string;
  url: string;
}

export interface OpenDataSettings {
  /** DATA_DIR/open-data */
  dir: string;
  publicUrl: string;
  license: OpenDataLicense;
  clock: Clock;
}

export interface OpenDataFile {
  name: OpenDataFileName;
  section: OpenDataSection;
  format: 'csv' | 'json';
  records: number;
  bytes: number;
  sha256: string;
}

export interface OpenDataManifest {
  /** The Japan date the files are of. */
  date: string;
  generatedAt: string;
  license: OpenDataLicense;
  files: OpenDataFile[];
}

export function isOpenDataFile(name: string): name is OpenDataFileName {
  return (OPEN_DATA_FILES as readonly string[]).includes(name);
}

export class OpenDataService {
  constructor(
    private readonly search: PortalSearch,
    private readonly grants: GrantService,
    private readonly settings: OpenDataSettings,
  ) {}

  get dir(): string {
    return this.settings.dir;
  }

  async manifest(): Promise<OpenDataManifest | null> {
    try {
      return JSON.parse(await fs.readFile(path.join(this.settings.dir, MANIFEST), 'utf8')) as OpenDataManifest;
    } catch {
      return null;
    }
  }

  /** Whether today's files (Japan time) are there. */
  async isCurrent(): Promise<boolean> {
    return (await this.manifest())?.date === japanDate(this.settings.clock());
  }

  private async all<T extends { id: number }>(read: (after: string | null) => Promise<T[]> | T[]): Promise<T[]> {
    const out: T[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await read(after);
      out.push(...page);
      if (page.length < PAGE) return out;
      after = String(page.at(-1)!.id);
    }
  }

  async generate(): Promise<OpenDataManifest> {
    const now = this.settings.clock();
    const base = this.settings.publicUrl;
    const grants = await this.all<GrantSummary>((after) => this.grants.page(PAGE, after));
    const cases = await this.all<CaseSummary>((after) => this.search.page('cases', PAGE, after));
    const tables: Record<OpenDataSection, OpenDataTable> = {
      grants: grantTable(grants, (id) => `${base}/grants/shows/${id}`),
      cases: caseTable(cases, (id) => `${base}/cases/shows/${id}`),
    };
    await fs.mkdir(this.settings.dir, { recursive: true });
    const files: OpenDataFile[] = [];
    for (const section of ['grants', 'cases'] as const) {
      const table = tables[section];
      const head = {
        dataset: section,
        date: japanDate(now),
        license: this.settings.license,
        count: table.items.length,
      };
      for (const [format, slices] of [
        ['csv', csvSlices(table)],
        ['json', jsonSlices(head, table.items)],
      ] as const) {
        const name = `${section}.${format}` as OpenDataFileName;
        const written = await this.write(name, slices);
        files.push({ name, section, format, records: table.items.length, ...written });
      }
    }
    const manifest: OpenDataManifest = {
      date: japanDate(now),
      generatedAt: now.toISOString(),
      license: this.settings.license,
      files,
    };
    await this.write(MANIFEST, [`${JSON.stringify(manifest, null, 2)}\n`]);
    return manifest;
  }

  private async write(name: string, slices: Iterable<string> | AsyncIterable<string>): Promise<WrittenFile> {
    const target = path.join(this.settings.dir, name);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      const written = await writeSlices(temporary, slices);
      await fs.rename(temporary, target);
      return written;
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }
}
