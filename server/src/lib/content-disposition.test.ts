import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachment disposition', () => {
  it('carries the Japanese name in filename* and an ASCII fallback', () => {
    const header = attachmentDisposition('防災アプリ_サービス資料.pdf');
    expect(header).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('防災アプリ_サービス資料.pdf')}`,
    );
  });

  it('keeps ASCII parts, drops quotes and control characters, and encodes RFC 5987 specials', () => {
    expect(attachmentDisposition('Guide "v2" (2024)*.pdf')).toBe(
      `attachment; filename="Guide v2 (2024)*.pdf"; filename*=UTF-8''Guide%20%22v2%22%20%282024%29%2A.pdf`,
    );
    expect(attachmentDisposition('a\r\nb/c.pdf')).toContain('filename="a__b_c.pdf"');
  });
});
