/**
 * Files an import brings (jGrants' 公募要領 PDFs) put in the storage before the rows are written,
 * under a key made from their content: the same PDF in the next run has the same key, so the grant
 * keeps its attachment row (and its extracted text) instead of gaining a copy. A file the rows end
 * up not using goes with the next clean-up of unattached uploads.
 */
import { CONTENT_TYPES } from '../../storage/file-type';
import type { FileStorage } from '../../storage/storage';
import { ownerOf } from '../listing/listing-uploads';
import { fileKey } from '../solution/file-urls';
import type { PreparedRow } from './import.types';

export function importedFileKey(source: string, sha256: string): string {
  return fileKey(ownerOf(`import:${source}`), sha256.slice(0, 24), 'pdf');
}

/** Stores each file not stored yet; the keys by SHA-256. */
export async function storeImportedFiles(
  storage: FileStorage,
  source: string,
  rows: readonly PreparedRow[],
): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const file of rows.flatMap((row) => row.files)) {
    if (keys.has(file.sha256)) continue;
    const key = importedFileKey(source, file.sha256);
    if (!(await storage.stat(key))) await storage.put(key, file.bytes, CONTENT_TYPES.pdf);
    keys.set(file.sha256, key);
  }
  return keys;
}
