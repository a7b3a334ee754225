import { describe, expect, it } from 'vitest';
import { documentPath, fileNameOf } from './download';

describe('document downloads', () => {
  it('reads the Japanese file name from filename*', () => {
    const header = `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('防災_サービス資料.pdf')}`;
    expect(fileNameOf(header, 'x.pdf')).toBe('防災_サービス資料.pdf');
  });

  it('falls back to the known name without a usable header', () => {
    expect(fileNameOf(null, '資料.pdf')).toBe('資料.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", '資料.pdf')).toBe('資料.pdf');
  });

  it('builds the server path of a requested document', () => {
    expect(documentPath('ab-c_1', '42')).toBe('/api/request/ab-c_1/documents/42');
  });
});
