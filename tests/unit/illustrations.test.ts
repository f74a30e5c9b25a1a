import { describe, expect, it } from 'vitest';
import { checkSafe, fillIn, minify, sizeOf } from '../../scripts/prebuild/illustrations.ts';

const drawing = (body: string, root = 'width="640" height="440" viewBox="0 0 640 440"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`;

describe('illustration prebuild', () => {
  it('fills placeholders from the locale strings, escaped for XML', () => {
    const svg = drawing('<text>{{board.title}}</text><text>{{ board.status }}</text>');
    const filled = fillIn(svg, { board: { title: 'Mängel & Nachträge', status: '<offen>' } }, 'x.svg');
    expect(filled).toContain('<text>Mängel &amp; Nachträge</text><text>&lt;offen&gt;</text>');
  });

  it('stops the build on a placeholder without a string, naming it', () => {
    expect(() => fillIn(drawing('<text>{{board.missing}}</text>'), { board: {} }, 'app/pages/x/art/board.svg')).toThrow(
      'app/pages/x/art/board.svg: no string for {{board.missing}}',
    );
  });

  it('refuses anything that runs or reaches outside the drawing', () => {
    for (const body of [
      '<script>alert(1)</script>',
      '<foreignObject><p>x</p></foreignObject>',
      '<rect onclick="x()"/>',
      '<image href="https://example.com/a.png"/>',
      '<rect fill="url(https://example.com/p.svg#g)"/>',
      '<style>rect{fill:red}</style>',
    ]) {
      expect(() => checkSafe(drawing(body), 'a.svg'), body).toThrow(/a\.svg: contains/);
    }
    expect(() => checkSafe(drawing('<defs><g id="p"/></defs><use href="#p"/><rect fill="url(#p)"/>'), 'a.svg')).not.toThrow();
  });

  it('reads the size from the root element and requires a viewBox', () => {
    expect(sizeOf(drawing(''), 'a.svg')).toEqual({ width: 640, height: 440 });
    expect(() => sizeOf(drawing('', 'width="640" height="440"'), 'a.svg')).toThrow(/needs width, height and viewBox/);
  });

  it('drops comments and whitespace between elements, keeping text', () => {
    expect(minify('<?xml version="1.0"?>\n<svg>\n  <!-- note -->\n  <text>Plan  A</text>\n</svg>')).toBe('<svg><text>Plan  A</text></svg>\n');
  });
});
