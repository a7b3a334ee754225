import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileKind', () => {
  it('recognises each accepted type by its content', () => {
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectFileKind(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')]))).toBe(
      'webp',
    );
    expect(detectFileKind(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
    expect(detectFileKind(Buffer.concat([bytes(0, 0, 0, 0x20), Buffer.from('ftypisom0000')]))).toBe('mp4');
    expect(
      detectFileKind(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('svg');
  });

  it('is not fooled by a disguised file', () => {
    expect(detectFileKind(Buffer.from('MZ\x90\x00 this is an executable renamed to .pdf'))).toBeNull();
    expect(detectFileKind(Buffer.from('<html><body>not an image</body></html>'))).toBeNull();
    expect(detectFileKind(Buffer.from('hello %PDF-1.7'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});
