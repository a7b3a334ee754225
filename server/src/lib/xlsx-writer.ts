/**
 * A streaming .xlsx (Office Open XML) writer for one sheet of plain cells: text and numbers, a bold
 * frozen header row and fixed column widths, which is all an export needs. The zip is made by
 * fflate a chunk at a time as rows are added, so a table is never held whole in memory and a row
 * costs a string append; text is written inline (no shared-string table to keep until the end).
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';

export type XlsxCell = string | number | null;

export interface XlsxSheetOptions {
  sheetName: string;
  /** Column width in characters, for every column. */
  columnWidth: number;
  columnCount: number;
}

/** What the writer hands on: a chunk of the file, and whether it is the last. */
export type XlsxSink = (chunk: Uint8Array, final: boolean) => void;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES =
  DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  DECLARATION +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  DECLARATION +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Style 0 is the default; style 1 (the header row) is bold. Two fills are required by Excel. */
const STYLES =
  DECLARATION +
  `<styleSheet xmlns="${NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Characters XML 1.0 cannot carry at all (C0 controls other than tab, LF and CR; U+FFFE/FFFF). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_SPECIAL = /[&<>"\r]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Excel reads `_xHHHH_` in text as an escaped character; a literal one is escaped in turn. */
const EXCEL_ESCAPE = /_(x[0-9A-Fa-f]{4}_)/g;

function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(EXCEL_ESCAPE, '_x005F_$1')
    .replace(XML_SPECIAL, (c) => XML_ENTITY[c]!);
}

/** A (1-based) column number as its letters: 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function workbookXml(sheetName: string): string {
  return (
    DECLARATION +
    `<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

function sheetStart(options: XlsxSheetOptions): string {
  const cols =
    options.columnCount > 0
      ? `<cols><col min="1" max="${options.columnCount}" width="${options.columnWidth}" customWidth="1"/></cols>`
      : '';
  return (
    DECLARATION +
    `<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    `${cols}<sheetData>`
  );
}

/**
 * One sheet written as it goes: `row()` for each row (the first with `header: true`), then `end()`.
 * Chunks reach the sink synchronously as the compressor fills them.
 */
export class XlsxSheetWriter {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private rowNumber = 0;
  private pending = '';
  private readonly letters: string[] = [];

  constructor(options: XlsxSheetOptions, sink: XlsxSink) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) throw error;
      sink(chunk, final);
    });
    const fixed: [string, string][] = [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['_rels/.rels', ROOT_RELS],
      ['xl/workbook.xml', workbookXml(options.sheetName)],
      ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
      ['xl/styles.xml', STYLES],
    ];
    for (const [name, content] of fixed) {
      const file = new ZipDeflate(name, { level: 6 });
      this.zip.add(file);
      file.push(strToU8(content), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    this.pending = sheetStart(options);
  }

  private letter(column: number): string {
    return (this.letters[column] ??= columnLetters(column + 1));
  }

  /** Adds a row; text stays text (never a formula), finite numbers are numbers. */
  row(cells: readonly XlsxCell[], header = false): void {
    const r = ++this.rowNumber;
    const style = header ? ' s="1"' : '';
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      const ref = `${this.letter(i)}${r}`;
      if (typeof value === 'number' && Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
      else {
        xml += `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
      }
    }
    this.pending += `${xml}</row>`;
    // Compressed a few kilobytes at a time: small enough that one step holds the event loop about a
    // millisecond (an export turns the loop between rows), large enough not to pay a call per row.
    if (this.pending.length >= 4_096) this.flush();
  }

  /** Hands what is buffered to the compressor (and so the sink). */
  flush(): void {
    if (this.pending === '') return;
    this.sheet.push(strToU8(this.pending));
    this.pending = '';
  }

  /** Closes the sheet and the zip: the sink gets its final chunk. */
  end(): void {
    this.sheet.push(strToU8(`${this.pending}</sheetData></worksheet>`), true);
    this.pending = '';
    this.zip.end();
  }
}
