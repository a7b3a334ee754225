/**
 * The worker that reads PDFs (pdf-text.ts), as source: it runs from a string so that it is the
 * same under the compiled server and under the tests, and it loads pdf.js's Node build (an ES
 * module) by its file address.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PdfWorkerData {
  /** pdf.js's Node build, as a file: URL. */
  pdfjsUrl: string;
  /** Directories of pdf.js's character maps (CJK fonts) and standard fonts, with a trailing slash. */
  cMapUrl: string;
  standardFontDataUrl: string;
  maxChars: number;
}

export function pdfjsLocations(): Omit<PdfWorkerData, 'maxChars'> {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  return {
    pdfjsUrl: pathToFileURL(path.join(root, 'legacy/build/pdf.mjs')).href,
    cMapUrl: `${path.join(root, 'cmaps')}/`,
    standardFontDataUrl: `${path.join(root, 'standard_fonts')}/`,
  };
}

/**
 * Pages are read in order until `maxChars` is reached. Text items end a line where pdf.js says
 * so (hasEOL); the caller joins and normalises. No script in a PDF runs (isEvalSupported off),
 * and no font is loaded into a page (there is none).
 */
export const PDF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.pdfjsUrl);
parentPort.on('message', async ({ id, data }) => {
  let document = null;
  try {
    const pdfjs = await loading;
    document = await pdfjs.getDocument({
      data,
      cMapUrl: workerData.cMapUrl,
      cMapPacked: true,
      standardFontDataUrl: workerData.standardFontDataUrl,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
    let text = '';
    for (let number = 1; number <= document.numPages && text.length < workerData.maxChars; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (typeof item.str === 'string') text += item.str + (item.hasEOL ? '\\n' : '');
      }
      text += '\\n';
      page.cleanup();
    }
    parentPort.postMessage({ id, pages: document.numPages, text });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.name) || 'Error') });
  } finally {
    if (document) await document.destroy().catch(() => undefined);
  }
});
`;
