import { describe, expect, it } from 'vitest';
import { checkSafe, fillIn, minify, sizeOf, svgDataUri } from '../../scripts/prebuild/illustrations.ts';
import { findPlaceholderBars } from '../../scripts/prebuild/placeholder-bars.ts';

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

  it('writes a drawing as a data: URI that reads back as the same file and holds nothing that ends a URL or an attribute', () => {
    const svg = minify(drawing('<rect fill="#ffbe28" width="10%"/><text>Mängel &amp; „Freigaben“ 100 %</text>'));
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    // Only URL code points (the Nu HTML Checker refuses a space in a src), and no fragment.
    expect(uri.slice('data:image/svg+xml,'.length)).toMatch(/^[A-Za-z0-9!$%&'()*+,\-./:;=?@_~\u0080-\uFFFF]*$/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    expect(new URL(uri).hash).toBe('');
  });

  it('finds grey bars standing in for words, by their own fill, their group’s or a shared definition', () => {
    const bars = findPlaceholderBars(
      drawing(
        '<defs><rect id="line" width="80" height="8" rx="4" fill="#e6e3dc"/></defs>' +
          '<rect x="10" y="10" width="120" height="8" rx="4" fill="#d9d5cd"/>' +
          '<g fill="#e6e3dc"><rect x="10" y="30" width="60" height="6" rx="3"/></g>' +
          '<rect x="10" y="50" width="90" height="8" rx="4" fill="#1f2328" opacity=".5"/>' +
          '<use href="#line" x="10" y="70"/>',
      ),
    );
    expect(bars).toEqual(['10,10 120×8', '10,30 60×6', '10,50 90×8', '10,70 #line']);
  });

  it('leaves words, walls, value bars and shapes that are not text lines alone', () => {
    const svg = drawing(
      '<text x="10" y="20">A-101_Grundriss_EG.pdf</text>' +
        '<rect x="10" y="30" width="200" height="6" fill="#1f2328"/>' + // a wall: square corners, full ink
        '<rect x="10" y="40" width="120" height="8" rx="4" fill="#d9d5cd" data-datum="68 % geprüft"/>' +
        '<rect x="10" y="60" width="28" height="22" rx="6" fill="#f5f3ef"/>' + // an index badge
        '<rect x="10" y="90" width="120" height="8" rx="4" fill="#ffbe28"/>', // an accent stripe
    );
    expect(findPlaceholderBars(svg)).toEqual([]);
  });
});
