/**
 * Removes uploads that were never saved into a listing (an editor closed without saving, a file
 * replaced before saving) once they are older than UPLOAD_UNATTACHED_HOURS, on whichever store is
 * configured. A file is attached while any listing (its published columns, its image list or its
 * pending revision), any document request, any grant's attachment, any case's image or any
 * vendor's case proposal refers to its key; an image's thumbnail lives and dies with its image.
 * An operator's import file (`imports/…`) is read by the preview and removed by the run, so one
 * still stored after the cut-off was previewed and never confirmed: it goes too. A request for
 * information's PDF (`rfi-files/…`) stays while a request names it as its 仕様書 or an answer as its
 * quote.
 * Each process tries hourly; the job lease lets one of them run per period.
 */
import { Brackets, type DataSource, In } from 'typeorm';
import { Case } from '../case/case.entity';
import { CaseProposal } from '../case-proposal/case-proposal.entity';
import { DocumentRequestItem } from '../document-request/document-request.entity';
import { GrantAttachment } from '../grant/grant-attachment.entity';
import { IMPORT_PREFIX, isImportUploadKey } from '../import/import-uploads';
import { RFI_FILE_PREFIX } from '../rfi/rfi-files';
import { Rfi, RfiInvitation } from '../rfi/rfi.entity';
import { Solution } from '../solution/solution.entity';
import { parseFileKey } from '../solution/file-urls';
import type { FileStorage, ListedFile } from '../../storage/storage';
import { JobLease } from './job-lease.entity';

export const CLEANUP_JOB = 'unattached-uploads';
const KEY_IN_TEXT = /listings\/[a-f0-9]{16}\/[a-f0-9]{24}\.[a-z0-9]+/g;

export interface CleanupResult {
  examined: number;
  removed: string[];
}

/** Takes the named lease until `until` when nobody holds it; true for exactly one taker. */
export async function claimLease(dataSource: DataSource, name: string, now: number, until: number): Promise<boolean> {
  const leases = dataSource.getRepository(JobLease);
  await leases.createQueryBuilder().insert().values({ name, leaseUntil: 0 }).orIgnore().execute();
  const taken = await leases
    .createQueryBuilder()
    .update()
    .set({ leaseUntil: until })
    .where('name = :name AND lease_until <= :now', { name, now })
    .execute();
  return taken.affected === 1;
}

/** Every key the listings of these owners and their document requests refer to. */
async function attachedKeys(dataSource: DataSource, owners: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  if (owners.length === 0) return keys;
  const query = dataSource
    .getRepository(Solution)
    .createQueryBuilder('s')
    .select(['s.thumbnailKey', 's.videoKey', 's.documentKey', 's.imageKeys', 's.revision']);
  query.where(
    new Brackets((where) => {
      owners.forEach((owner, index) => {
        const like = { [`o${index}`]: `%listings/${owner}/%` };
        where
          .orWhere(`s.thumbnail_key LIKE :o${index}`, like)
          .orWhere(`s.video_key LIKE :o${index}`, like)
          .orWhere(`s.document_key LIKE :o${index}`, like)
          .orWhere(`s.image_keys LIKE :o${index}`, like)
          .orWhere(`s.revision LIKE :o${index}`, like);
      });
    }),
  );
  for (const row of await query.getMany()) {
    const text = JSON.stringify([row.thumbnailKey, row.videoKey, row.documentKey, row.imageKeys, row.revision]);
    for (const key of text.match(KEY_IN_TEXT) ?? []) keys.add(key);
  }
  const requested = dataSource.getRepository(DocumentRequestItem).createQueryBuilder('i').select('i.documentKey');
  owners.forEach((owner, index) =>
    requested.orWhere(`i.document_key LIKE :d${index}`, { [`d${index}`]: `listings/${owner}/%` }),
  );
  for (const row of await requested.getMany()) if (row.documentKey) keys.add(row.documentKey);
  // The operator's uploads: grants' PDFs and cases' images.
  const grantFiles = dataSource.getRepository(GrantAttachment).createQueryBuilder('a').select('a.storageKey');
  const caseImages = dataSource.getRepository(Case).createQueryBuilder('c').select(['c.id', 'c.imageList']);
  owners.forEach((owner, index) => {
    grantFiles.orWhere(`a.storage_key LIKE :g${index}`, { [`g${index}`]: `listings/${owner}/%` });
    caseImages.orWhere(`c.images LIKE :c${index}`, { [`c${index}`]: `%listings/${owner}/%` });
  });
  for (const row of await grantFiles.getMany()) keys.add(row.storageKey);
  for (const row of await caseImages.getMany()) for (const image of row.imageList) keys.add(image.key);
  // Vendors' case proposals: the images of the version being written and of the one returned.
  const proposals = dataSource
    .getRepository(CaseProposal)
    .createQueryBuilder('p')
    .select(['p.id', 'p.content', 'p.returnedContent']);
  owners.forEach((owner, index) => {
    const like = { [`p${index}`]: `%listings/${owner}/%` };
    proposals.orWhere(`p.content LIKE :p${index}`, like).orWhere(`p.returned_content LIKE :p${index}`, like);
  });
  for (const row of await proposals.getMany()) {
    for (const key of JSON.stringify([row.content, row.returnedContent]).match(KEY_IN_TEXT) ?? []) keys.add(key);
  }
  return keys;
}

/** The key a stored file belongs to: an image's thumbnail belongs to its image. */
function ownerKey(key: string): string {
  return key.replace(/-t(\.[a-z0-9]+)$/, '$1');
}

async function sweepBatch(dataSource: DataSource, storage: FileStorage, batch: ListedFile[], removed: string[]) {
  const owners = [...new Set(batch.map((file) => parseFileKey(file.key)?.owner).filter(Boolean))] as string[];
  const attached = await attachedKeys(dataSource, owners);
  for (const file of batch) {
    const base = ownerKey(file.key);
    if (!parseFileKey(base) || attached.has(base)) continue;
    await storage.remove(file.key);
    removed.push(file.key);
  }
}

/** Requests' 仕様書 and answers' quotes no request or answer names (an upload left behind). */
async function sweepRfiFiles(
  dataSource: DataSource,
  storage: FileStorage,
  olderThan: Date,
  removed: string[],
  counted: () => void,
): Promise<void> {
  const old: string[] = [];
  for await (const file of storage.list(RFI_FILE_PREFIX)) {
    counted();
    if (file.lastModified < olderThan) old.push(file.key);
  }
  for (let start = 0; start < old.length; start += 200) {
    const keys = old.slice(start, start + 200);
    const [specs, quotes] = await Promise.all([
      dataSource.getRepository(Rfi).find({ select: { id: true, specKey: true }, where: { specKey: In(keys) } }),
      dataSource
        .getRepository(RfiInvitation)
        .find({ select: { id: true, quoteKey: true }, where: { quoteKey: In(keys) } }),
    ]);
    const attached = new Set([...specs.map((r) => r.specKey), ...quotes.map((i) => i.quoteKey)]);
    for (const key of keys) {
      if (attached.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  }
}

/** One sweep: every stored listing file older than the cut-off and attached nowhere is removed, and every import file older than it. */
export async function removeUnattachedUploads(
  dataSource: DataSource,
  storage: FileStorage,
  olderThan: Date,
): Promise<CleanupResult> {
  const removed: string[] = [];
  let examined = 0;
  let batch: ListedFile[] = [];
  for await (const file of storage.list('listings/')) {
    examined += 1;
    if (file.lastModified >= olderThan) continue;
    batch.push(file);
    if (batch.length >= 200) {
      await sweepBatch(dataSource, storage, batch, removed);
      batch = [];
    }
  }
  if (batch.length > 0) await sweepBatch(dataSource, storage, batch, removed);
  await sweepRfiFiles(dataSource, storage, olderThan, removed, () => (examined += 1));
  for await (const file of storage.list(IMPORT_PREFIX)) {
    examined += 1;
    if (file.lastModified >= olderThan || !isImportUploadKey(file.key)) continue;
    await storage.remove(file.key);
    removed.push(file.key);
  }
  return { examined, removed };
}
