/** Inline stylesheets: the build's sheets go into the page, named by a disabled link; nothing else is read. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe('inlineStylesheets', () => {
  let root: string;
  let dist: string;

  beforeAll(() => {
    // dist sits inside root so that a path escaping it would find a real file to leak.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-inline-styles-'));
    dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'assets/app-A1.css'), '\n.app{color:red}\n');
    fs.writeFileSync(path.join(dist, 'assets/main-B2.css'), '.main{margin:0}');
    fs.writeFileSync(
      path.join(dist, 'assets/hostile-C3.css'),
      '.a::after{content:"</style><script>alert(1)</script>"}.b::after{content:"</STYLE>"}',
    );
    fs.writeFileSync(path.join(root, 'secret.css'), '.secret{}');
    fs.writeFileSync(path.join(dist, 'secret.css'), '.secret{}');
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts each sheet in the page, named by a disabled link Vite’s loader recognises', () => {
    const html = `<head><title>t</title>${link('/assets/app-A1.css')}\n${link('/assets/main-B2.css')}</head>`;
    expect(inlineStylesheets(html, dist)).toBe(
      '<head><title>t</title>' +
        '<style>.app{color:red}</style><link rel="stylesheet" href="/assets/app-A1.css" disabled>\n' +
        '<style>.main{margin:0}</style><link rel="stylesheet" href="/assets/main-B2.css" disabled></head>',
    );
  });

  it('keeps a sheet’s text from closing its style element', () => {
    const page = inlineStylesheets(`<head>${link('/assets/hostile-C3.css')}</head>`, dist);
    // What the HTML parser takes as the style element's text: up to the first end tag.
    const text = /<style>([\s\S]*?)<\/style/i.exec(page)![1]!;
    // `\/` in a CSS string is `/`, so the rules keep their meaning (the case of `</STYLE` is not kept).
    expect(text).toMatch(
      /^\.a::after\{content:"<\\\/style><script>alert\(1\)<\/script>"\}\.b::after\{content:"<\\\/style>"\}$/i,
    );
    expect(text).toContain('.a::after{content:"<\\/style><script>alert(1)</script>"}');
    expect(page).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/hostile-C3.css" disabled><\/head>$/);
  });

  it('leaves the link to a sheet that is not in the build', () => {
    const html = `<head>${link('/assets/gone-D4.css')}</head>`;
    expect(inlineStylesheets(html, dist)).toBe(html);
  });

  it.each(['/../secret.css', '/assets/../secret.css', '/assets/../../secret.css', 'https://cdn.example/assets/x.css'])(
    'reads nothing outside the build’s assets for %s',
    (href) => {
      const html = `<head>${link(href)}</head>`;
      expect(inlineStylesheets(html, dist)).toBe(html);
    },
  );

  it('leaves a page without stylesheet links unchanged', () => {
    const html = '<head><link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/assets/a.js"></head>';
    expect(inlineStylesheets(html, dist)).toBe(html);
  });
});
