/**
 * A look at an SVG's text before it is drawn (listing-images.ts), in one pass without a DOM.
 * librsvg draws each reference anew: 1 KB of `<use>` elements, each group using the one below ten
 * times, four levels deep, is 10 000 drawings of one path, and it held a thread for 35 s. What can
 * be judged from the text is refused here, at once and with a reason:
 *
 * - more than SVG_LIMITS.elements elements, or a drawing that, with every `href="#…"` and
 *   `url(#…)` reference drawn again where it is used, comes to more than SVG_LIMITS.drawn elements
 *   (or refers to itself);
 * - a reference to anything outside the file (another file, a URL, an embedded SVG the check
 *   cannot look into, a stylesheet's import); embedded PNG, JPEG, GIF and WebP pictures are kept;
 * - entities that stand for markup or other entities or name outside files, encodings the text
 *   cannot be read in, and text that is not well-formed, since then the check would not see what
 *   librsvg draws.
 *
 * What passes may still be slow to draw (large filters, many big shapes): the drawing runs in a
 * process of its own with a deadline (svg-render.ts).
 */

export const SVG_LIMITS = {
  /** Elements in the file: a logo or an illustration has hundreds to a few thousand. */
  elements: 20_000,
  /** Elements drawn once every reference is drawn where it is used. */
  drawn: 20_000,
} as const;

const INSTEAD = 'PNG・JPEG形式で保存してからアップロードしてください';

export const SVG_MESSAGES = {
  tooComplex: `このSVGは図形が多すぎるか、同じ図形を何重にも参照しているため使用できません。${INSTEAD}`,
  external: `このSVGはファイルの外（別のファイルやURL）を参照しているため使用できません。参照先を埋め込むか、${INSTEAD}`,
  unsupported: `このSVGは使用できない記述（実体宣言や未対応の文字コード）を含んでいます。${INSTEAD}`,
  malformed: `このSVGは正しく読み取れないため使用できません。${INSTEAD}`,
  slow: `このSVGは表示用の画像への変換に時間がかかりすぎるため使用できません。${INSTEAD}`,
} as const;

/** Pictures librsvg decodes from a data: URL, none of them an SVG. */
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp)[;,]/i;
const LOCAL_REFERENCE = /^#\S*$/;
const URL_REFERENCE = /url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Start tags, end tags, comments and other markup read before the file counts as too complex. */
const MAX_MARKUP = 3 * SVG_LIMITS.elements;

class Refusal extends Error {}
const refuse = (message: string) => new Refusal(message);

/** The text as librsvg reads it: in the encoding the XML declaration names (UTF-8 by default). */
function decoded(body: Buffer): string {
  const declaration = /^(?:\uFEFF)?<\?xml[^>]*?encoding\s*=\s*(['"])([A-Za-z0-9._:-]+)\1/.exec(
    body.subarray(0, 200).toString('latin1'),
  );
  try {
    return new TextDecoder(declaration?.[2] ?? 'utf-8').decode(body);
  } catch {
    throw refuse(SVG_MESSAGES.unsupported);
  }
}

/**
 * Entity declarations, wherever they are: only ones standing for plain text pass (design tools
 * declare namespaces so), so every element librsvg draws is one this check reads.
 */
function checkEntities(text: string): void {
  const declaration = /<!ENTITY\s+(%\s*)?\S+\s+(?:(SYSTEM|PUBLIC)\b|(["'])([\s\S]*?)\3)?/gi;
  for (const [, parameter, external, quote, value] of text.matchAll(declaration)) {
    if (parameter || external || !quote || /[<&%]/.test(value!)) throw refuse(SVG_MESSAGES.unsupported);
  }
}

/** An attribute value with its character references read; another entity is refused. */
function valueOf(raw: string): string {
  return raw.replace(/&([^\s;&<]*);/g, (_whole, name: string) => {
    if (name in PREDEFINED) return PREDEFINED[name]!;
    const hex = /^#x([0-9a-f]+)$/i.exec(name);
    const decimal = /^#(\d+)$/.exec(name);
    const code = hex ? parseInt(hex[1]!, 16) : decimal ? parseInt(decimal[1]!, 10) : -1;
    if (code < 0) throw refuse(SVG_MESSAGES.unsupported);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Refuses what points outside the file; the ids pointed to inside it go `into`. */
function checkTargets(targets: string[], into: string[] | null): void {
  for (const target of targets.map((t) => t.trim())) {
    if (LOCAL_REFERENCE.test(target)) into?.push(target.slice(1));
    else if (target !== '' && !RASTER_DATA_URL.test(target)) throw refuse(SVG_MESSAGES.external);
  }
}

const urlTargets = (value: string) => [...value.matchAll(URL_REFERENCE)].map((match) => match[2]!);

interface Element {
  id: string | null;
  children: number[];
  references: string[];
}

/** The file's elements in document order, with their children and the ids they refer to. */
function elementsOf(text: string): Element[] {
  const elements: Element[] = [];
  const open: number[] = [];
  let markup = 0;
  let at: number;
  const past = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    if (found < 0) throw refuse(SVG_MESSAGES.malformed);
    return found + end.length;
  };
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', at)) {
    if (++markup > MAX_MARKUP || elements.length > SVG_LIMITS.elements) throw refuse(SVG_MESSAGES.tooComplex);
    if (text.startsWith('<!--', lt)) at = past('-->', lt + 4);
    else if (text.startsWith('<![CDATA[', lt)) at = past(']]>', lt + 9);
    else if (text.startsWith('<?', lt)) at = past('?>', lt + 2);
    else if (text.startsWith('<!', lt)) {
      // A doctype, with its internal subset (checked by checkEntities) up to `]>`.
      const close = text.indexOf('>', lt);
      const subset = text.indexOf('[', lt);
      at = past('>', subset >= 0 && subset < close ? past(']', subset) : lt + 2);
    } else if (text[lt + 1] === '/') {
      open.pop();
      at = past('>', lt);
    } else at = startTag(text, lt, elements, open);
  }
  return elements;
}

/** Reads the start tag at `lt` into `elements` (a stylesheet's text too); answers where the text goes on. */
function startTag(text: string, lt: number, elements: Element[], open: number[]): number {
  const element: Element = { id: null, children: [], references: [] };
  const index = elements.push(element) - 1;
  const parent = open.at(-1);
  if (parent !== undefined) elements[parent]!.children.push(index);
  const name = /^<([^\s/>]+)/.exec(text.slice(lt, lt + 256))?.[1];
  if (!name) throw refuse(SVG_MESSAGES.malformed);
  const attribute = /[ \t\r\n]*(?:(\/?>)|([^\s=/>]+)[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)'))/y;
  attribute.lastIndex = lt + 1 + name.length;
  for (;;) {
    const match = attribute.exec(text);
    if (!match) throw refuse(SVG_MESSAGES.malformed);
    const [, end, attributeName, doubleQuoted, singleQuoted] = match;
    if (end) {
      if (end === '/>') return attribute.lastIndex;
      open.push(index);
      if (name.split(':').pop() === 'style') {
        const close = text.indexOf('</', attribute.lastIndex);
        const css = text.slice(attribute.lastIndex, close < 0 ? text.length : close);
        if (/@import/i.test(css)) throw refuse(SVG_MESSAGES.external);
        checkTargets(urlTargets(css), null);
      }
      return attribute.lastIndex;
    }
    const raw = doubleQuoted ?? singleQuoted ?? '';
    if (attributeName === 'id' || attributeName === 'xml:id') element.id = valueOf(raw).trim();
    else if (attributeName!.split(':').pop() === 'href') checkTargets([valueOf(raw)], element.references);
    else if (raw.includes('url(')) checkTargets(urlTargets(valueOf(raw)), element.references);
  }
}

/**
 * How many elements are drawn with every reference drawn where it is used (counting stops just
 * past the limit); a reference back into itself is refused as too complex.
 */
function drawnCount(elements: Element[]): number {
  const byId = new Map<string, number[]>();
  elements.forEach((element, index) => {
    if (element.id !== null) byId.set(element.id, [...(byId.get(element.id) ?? []), index]);
  });
  const needs = (index: number) => [
    ...elements[index]!.children,
    ...elements[index]!.references.flatMap((id) => byId.get(id) ?? []),
  ];
  const drawn = new Float64Array(elements.length);
  // 0: not reached, 1: waiting for what it draws (on the current path), 2: counted.
  const state = new Uint8Array(elements.length);
  let total = 0;
  for (let root = 0; root < elements.length; root++) {
    if (state[root] !== 0) continue;
    const stack = [root];
    while (stack.length > 0) {
      const index = stack.at(-1)!;
      if (state[index] === 2) {
        stack.pop();
      } else if (state[index] === 0) {
        state[index] = 1;
        for (const next of needs(index)) {
          if (state[next] === 1) throw refuse(SVG_MESSAGES.tooComplex);
          if (state[next] === 0) stack.push(next);
        }
      } else {
        const sum = needs(index).reduce((count, next) => count + drawn[next]!, 1);
        drawn[index] = Math.min(SVG_LIMITS.drawn + 1, sum);
        state[index] = 2;
        stack.pop();
      }
    }
    total = Math.max(total, drawn[root]!);
  }
  return total;
}

/** Why the SVG is refused before it is drawn, in Japanese; null when it may be drawn. */
export function svgRefusal(body: Buffer): string | null {
  try {
    const text = decoded(body);
    checkEntities(text);
    return drawnCount(elementsOf(text)) > SVG_LIMITS.drawn ? SVG_MESSAGES.tooComplex : null;
  } catch (thrown) {
    if (thrown instanceof Refusal) return thrown.message;
    throw thrown;
  }
}
