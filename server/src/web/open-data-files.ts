/**
 * The open data files (docs/open-data.md) at stable addresses: /open-data/grants.csv|json,
 * /open-data/cases.csv|json and the manifest /open-data/index.json that the /open-data page
 * reads. Public, cacheable, with ETag and Last-Modified; a file not made yet answers 503 with
 * Retry-After and a Japanese message. /open-data itself is the client's page.
 */
import path from 'node:path';
import express, { type Router } from 'express';
import { isOpenDataFile } from '../modules/open-data/open-data.service';

const TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export function createOpenDataRouter(dir: string): Router {
  const router = express.Router();
  router.get('/open-data/:file', (request, response, next) => {
    const file = String(request.params.file);
    if (file !== 'index.json' && !isOpenDataFile(file)) return next();
    const extension = file.split('.').pop()!;
    response.sendFile(
      path.join(dir, file),
      {
        headers: {
          'Content-Type': TYPES[extension]!,
          'Cache-Control': file === 'index.json' ? 'public, max-age=300' : 'public, max-age=3600',
          'Access-Control-Allow-Origin': '*',
          ...(extension === 'csv' ? { 'Content-Disposition': `attachment; filename="${file}"` } : {}),
        },
        dotfiles: 'deny',
      },
      (error) => {
        if (!error || response.headersSent) return;
        response
          .status(503)
          .set({ 'Retry-After': '600', 'Cache-Control': 'no-store' })
          .type('text/plain; charset=utf-8')
          .send('オープンデータのファイルを作成中です。しばらくしてから再度お試しください。');
      },
    );
  });
  return router;
}
