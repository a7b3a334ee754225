/**
 * SVG uploads are drawn to PNG: every scripted SVG of the attack set ends up as pixels (or is
 * refused), never as markup the portal serves, and a plain logo keeps its look.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/databases';
import { operatorAccount, vendorAccount, type Account } from '../../test/earn-roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { SVG_RENDER_SIZE } from './listing-images';
import { upload } from './listing.test-support';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"';
const BOX = '<rect width="10" height="10" fill="#222"/>';

const SVG_ATTACKS: Record<string, string> = {
  'namespaced script': `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(document.domain)</h:script>${BOX}</svg>`,
  'namespaced foreignObject': `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject width="10" height="10"><h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></s:foreignObject>${BOX}</svg>`,
  'entity-encoded javascript: link': `<svg ${NS}><a href="javascript&#58;alert(1)">${BOX}</a></svg>`,
  'set of an event attribute': `<svg ${NS}><set attributeName="onmouseover" to="alert(1)"/>${BOX}</svg>`,
  'use of a data: document': `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/>${BOX}</svg>`,
  'xlink:href javascript: link': `<svg ${NS}><a xlink:href="javascript:alert(1)">${BOX}</a></svg>`,
  'animated href': `<svg ${NS}><a><animate attributeName="href" values="javascript:alert(1)"/>${BOX}</a></svg>`,
  'style url(javascript:)': `<svg ${NS}><style>rect{fill:url(javascript:alert(1))}</style>${BOX}</svg>`,
  'plain script and handler': `<svg ${NS} onload="alert(1)"><script>alert(2)</script>${BOX}</svg>`,
};

/** A two-colour logo with a stylesheet class, the way design tools export them. */
const LOGO = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">
  <style>.brand { fill: #d40000; }</style>
  <rect class="brand" x="0" y="0" width="100" height="100"/>
  <circle cx="150" cy="50" r="40" fill="#0050a0"/>
</svg>`,
);

describe.each(DATABASES)('SVG uploads on %s', (database) => {
  let server: TestServer;
  let vendor: Account;

  beforeAll(async () => {
    server = await startTestServer({ database, seed: 'reference' });
    vendor = await vendorAccount(server, await operatorAccount(server));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(Object.entries(SVG_ATTACKS))('serves no markup for %s', async (_name, svg) => {
    const stored = await upload(server, vendor.token, 'image', Buffer.from(svg), 'logo.svg');
    if (stored.status === 400) return;
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ kind: 'png', name: 'logo.png' });
    const served = await fetch(`${server.url}${stored.body.data!.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const body = Buffer.from(await served.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe('png');
  });

  it('keeps a plain logo and its look, drawn large enough for a detail page', async () => {
    const stored = await upload(server, vendor.token, 'thumbnail', LOGO, 'ロゴ.svg');
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ kind: 'png', name: 'ロゴ.png' });
    const served = Buffer.from(await (await fetch(`${server.url}${stored.body.data!.url}`)).arrayBuffer());
    const { data, info } = await sharp(served).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SVG_RENDER_SIZE, SVG_RENDER_SIZE / 2]);
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * 4;
      return [...data.subarray(at, at + 4)];
    };
    const scale = SVG_RENDER_SIZE / 200;
    expect(pixel(50 * scale, 50 * scale)).toEqual([0xd4, 0x00, 0x00, 255]);
    expect(pixel(150 * scale, 50 * scale)).toEqual([0x00, 0x50, 0xa0, 255]);
    expect(pixel(198 * scale, 2 * scale)[3]).toBe(0);
  });
});
