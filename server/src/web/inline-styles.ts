/**
 * Every page goes with its stylesheets inline: it paints as soon as it is parsed, without a
 * request per sheet ahead of the scripts (a browser on HTTP/1.1 opens six connections, and each
 * request costs a round trip). Each sheet also stays named by a disabled link, which is not
 * fetched: Vite's loader then sees it present and does not fetch it again when a screen's code
 * asks for it.
 */
import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    let css: string;
    try {
      css = fs.readFileSync(path.join(distDir, href), 'utf8').trim();
    } catch {
      return link;
    }
    return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
