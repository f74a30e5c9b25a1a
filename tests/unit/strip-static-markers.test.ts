import { describe, expect, it } from 'vitest';
import { withoutStaticMarkers } from '../../scripts/strip-static-markers.ts';

describe('React’s markers outside the islands', () => {
  it('leaves the text as it reads, without the separators and Suspense markers', () => {
    expect(withoutStaticMarkers('<p>Seit <!-- -->2019<!-- --> am Markt</p><!--$--><section>Fälle</section><!--/$-->')).toBe(
      '<p>Seit 2019 am Markt</p><section>Fälle</section>',
    );
  });

  it('keeps every marker inside an island, however deep, and strips again after it', () => {
    const island = '<div data-island="header" data-island-trigger="visible"><div><p>A<!-- -->B</p></div><!--$--><div>C<!-- -->D</div><!--/$--></div>';
    expect(withoutStaticMarkers(`<p>x<!-- -->y</p>${island}<p>z<!-- -->w</p>`)).toBe(`<p>xy</p>${island}<p>zw</p>`);
  });

  it('treats a div that only names an island in its text or in another attribute as no island', () => {
    expect(withoutStaticMarkers('<div data-island-key="k" title="data-island=&quot;x&quot;">a<!-- -->b</div>')).toBe(
      '<div data-island-key="k" title="data-island=&quot;x&quot;">ab</div>',
    );
  });

  it('copies scripts and styles as they are', () => {
    const page = '<style>a::before{content:"<!-- -->"}</style><script type="application/ld+json">{"a":"<!--$-->"}</script>';
    expect(withoutStaticMarkers(page)).toBe(page);
  });
});
