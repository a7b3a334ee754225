import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../../test/jgrants/tiny-pdf';
import { normaliseDocumentText } from './document-text';
import { extractPdfText } from './pdf-text';

const JAPANESE_PDF = fs.readFileSync(path.join(__dirname, '../../test/fixtures/guideline-ja.pdf'));

describe('extractPdfText', () => {
  it('reads Japanese drawn with an embedded font subset, folded for search', async () => {
    const result = await extractPdfText(JAPANESE_PDF);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.pages).toBe(1);
    // Kangxi radicals (⽤) come back as the kanji search holds (用).
    expect(result.text).toContain('汎用端末');
    expect(result.text).toContain('ドローン測量データ');
    expect(result.text).toContain('Smart City 2027');
  });

  it('reads Latin text in a standard font', async () => {
    const result = await extractPdfText(tinyPdf(['Guideline for drone surveys', 'Apply by 2027-03-31']));
    expect(result).toMatchObject({ status: 'ok', pages: 1 });
    if (result.status === 'ok') expect(result.text).toBe('Guideline for drone surveys Apply by 2027-03-31');
  });

  it('calls a PDF without text empty and anything else unreadable, without throwing', async () => {
    expect(await extractPdfText(tinyPdf([]))).toEqual({ status: 'empty', pages: 1 });
    expect((await extractPdfText(Buffer.from('%PDF-1.4\nnot really a pdf'))).status).toBe('unreadable');
    expect((await extractPdfText(Buffer.from('<html>hello</html>'))).status).toBe('unreadable');
    expect((await extractPdfText(JAPANESE_PDF.subarray(0, 2000))).status).not.toBe('ok');
  });

  it('stops a file at its deadline and reads the next one', async () => {
    // Reading the file and its character maps takes far longer than 2 ms.
    expect(await extractPdfText(JAPANESE_PDF, 2)).toEqual({ status: 'timeout' });
    expect((await extractPdfText(tinyPdf(['after the deadline']))).status).toBe('ok');
  });
});

describe('normaliseDocumentText', () => {
  it('joins a Japanese word broken across lines and spaces Latin lines apart', () => {
    expect(normaliseDocumentText('汎用端\n末の購入費\nis excluded\nfrom costs')).toBe(
      '汎用端末の購入費 is excluded from costs',
    );
    expect(normaliseDocumentText('⾦額　１００万円')).toBe('金額 100万円');
  });
});
