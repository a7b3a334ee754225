/**
 * The SVG check before drawing: fan-outs of references, self references, references outside the
 * file, entities that hide markup and unreadable encodings are refused from the text alone, at
 * once; the logos design tools export pass.
 */
import { describe, expect, it } from 'vitest';
import { useFanOut } from './listing.test-support';
import { SVG_LIMITS, SVG_MESSAGES, svgRefusal } from './svg-check';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const check = (text: string) => svgRefusal(Buffer.from(text));

describe('svgRefusal', () => {
  it('refuses a fan-out of <use> references from about a kilobyte of text, at once', () => {
    const fanOut = useFanOut();
    expect(fanOut.length).toBeLessThan(1200);
    const started = performance.now();
    expect(check(fanOut)).toBe(SVG_MESSAGES.tooComplex);
    expect(performance.now() - started).toBeLessThan(100);
    // Three levels (1 000 drawings) are an ordinary use of symbols.
    expect(check(useFanOut(3))).toBeNull();
  });

  it('counts references however they are written: xlink:href, url(#…), ids as character references', () => {
    const xlink = useFanOut().replaceAll('<use href=', '<use xlink:href=');
    expect(check(xlink)).toBe(SVG_MESSAGES.tooComplex);
    const escapedIds = useFanOut().replace(/id="a(\d)"/g, 'id="&#x61;$1"');
    expect(check(escapedIds)).toBe(SVG_MESSAGES.tooComplex);
    let patterns = '<pattern id="p0" width="10" height="10"><rect width="5" height="5"/></pattern>';
    for (let level = 1; level <= 4; level++) {
      const tile = `<rect width="5" height="5" fill="url(#p${level - 1})"/>`.repeat(10);
      patterns += `<pattern id="p${level}" width="10" height="10">${tile}</pattern>`;
    }
    expect(
      check(`<svg ${SVG}><defs>${patterns}</defs><rect width="9" height="9" style="fill: url('#p4')"/></svg>`),
    ).toBe(SVG_MESSAGES.tooComplex);
  });

  it('refuses a reference back into itself, and more elements than a drawing has', () => {
    expect(check(`<svg ${SVG}><g id="loop"><use href="#loop"/></g></svg>`)).toBe(SVG_MESSAGES.tooComplex);
    const many = `<svg ${SVG}>${'<rect width="1" height="1"/>'.repeat(SVG_LIMITS.elements + 1)}</svg>`;
    expect(check(many)).toBe(SVG_MESSAGES.tooComplex);
    expect(check(`<svg ${SVG}>${'<!---->'.repeat(4 * SVG_LIMITS.elements)}</svg>`)).toBe(SVG_MESSAGES.tooComplex);
  });

  it.each([
    ['an image from a URL', `<image href="https://evil.example/a.png" width="9" height="9"/>`],
    ['a use of another file', `<use xlink:href="parts.svg#logo"/>`],
    ['an embedded SVG the check cannot read', `<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>`],
    ['a paint from a URL', `<rect width="9" height="9" fill="url(https://evil.example/p.svg#p)"/>`],
    ['a stylesheet import', `<style>@import url(https://evil.example/a.css);</style>`],
    ['a stylesheet url()', `<style>rect { fill: url(javascript:alert(1)) }</style>`],
    ['an escaped javascript: link', `<a href="javascript&#58;alert(1)"><rect width="9" height="9"/></a>`],
  ])('refuses %s', (_name, content) => {
    expect(check(`<svg ${SVG}>${content}</svg>`)).toBe(SVG_MESSAGES.external);
  });

  it.each([
    ['an entity holding markup', `<!DOCTYPE svg [<!ENTITY x "<use href='#a'/>">]>`],
    ['an entity of entities', `<!DOCTYPE svg [<!ENTITY a "1"><!ENTITY b "&a;&a;">]>`],
    ['a parameter entity', `<!DOCTYPE svg [<!ENTITY % p "x">]>`],
    ['an entity from a file', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>`],
    ['an entity hidden after a "]" in another one', `<!DOCTYPE svg [<!ENTITY a "]"><!ENTITY b "<g/>">]>`],
  ])('refuses %s', (_name, doctype) => {
    expect(check(`${doctype}<svg ${SVG}><rect width="9" height="9"/></svg>`)).toBe(SVG_MESSAGES.unsupported);
  });

  it('refuses what it cannot read as librsvg does: unknown encodings, declared entities in ids, bad markup', () => {
    const utf7 = `<?xml version="1.0" encoding="UTF-7"?><svg ${SVG}>+ADw-use href="#a"/+AD4-</svg>`;
    expect(check(utf7)).toBe(SVG_MESSAGES.unsupported);
    const entityId = `<!DOCTYPE svg [<!ENTITY n "a0">]><svg ${SVG}><g id="&n;"/></svg>`;
    expect(check(entityId)).toBe(SVG_MESSAGES.unsupported);
    expect(check(`<svg ${SVG}><rect width=9 height="9"/></svg>`)).toBe(SVG_MESSAGES.malformed);
    expect(check(`<svg ${SVG}><!-- never closed <use href="#a"/></svg>`)).toBe(SVG_MESSAGES.malformed);
  });

  it('passes logos as design tools export them, in UTF-8 or Shift_JIS', () => {
    const logo = (encoding: string, layer: string) => `<?xml version="1.0" encoding="${encoding}"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg">
  <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" id="${layer}" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 200 100"
  style="enable-background:new 0 0 200 100;" xml:space="preserve">
<style type="text/css"><![CDATA[ .st0{fill:url(#SVGID_1_);} .st1{fill:#D40000;} ]]></style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="200" y2="0">
  <stop offset="0" style="stop-color:#0050A0"/><stop offset="1" style="stop-color:#00A0E9"/>
</linearGradient>
<linearGradient id="SVGID_2_" xlink:href="#SVGID_1_"/>
<symbol id="star" viewBox="0 0 10 10"><path d="M5 0L6 4L10 4L7 6L8 10L5 7L2 10L3 6L0 4L4 4Z"/></symbol>
<rect class="st0" width="200" height="100"/>
<use xlink:href="#star" x="10" y="10" width="10" height="10"/><use xlink:href="#star" x="30" y="10"/>
<image width="10" height="10" xlink:href="data:image/png;base64,iVBORw0KGgo="/>
<text x="50" y="60" class="st1">Portal &amp; DX</text>
</svg>`;
    expect(check(logo('UTF-8', 'レイヤー_1'))).toBeNull();
    // レイヤー_1 in Shift_JIS: the last byte of ー, 0x5B, is "[" read alone.
    const [before, after] = logo('Shift_JIS', '@').split('id="@"');
    const layer = Buffer.from([0x83, 0x8c, 0x83, 0x43, 0x83, 0x84, 0x81, 0x5b, 0x5f, 0x31]);
    const shiftJis = Buffer.concat([Buffer.from(`${before}id="`), layer, Buffer.from(`"${after}`)]);
    expect(svgRefusal(shiftJis)).toBeNull();
  });
});
