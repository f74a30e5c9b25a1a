// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../app/components/media/Picture.tsx';
import type { CompactImage } from '../../app/media/manifest-types.ts';

// Fixed entries, so the test needs neither the prebuild nor the real images.
const platformOverview: CompactImage = ['platform-overview', 1440, 900, 'png', [480, 1440], 'h1'];
const bannerMobile: CompactImage = ['banner-mobile', 768, 1024, 'jpeg', [480, 768], 'h2'];

/** Each element's tag and attributes, in document order. */
function elements(html: string): { tag: string; attributes: Record<string, string> }[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.body.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
  }));
}

describe('<Picture>', () => {
  it('offers AVIF, then WebP, then the fallback <img> with its intrinsic size, alt and srcset', () => {
    const html = renderToStaticMarkup(
      <Picture image={platformOverview} alt="Ein Gebäudeschnitt" sizes="(max-width: 968px) 100vw, 50vw" loading="lazy" className="hero" />,
    );
    const [picture, avif, webp, img, ...rest] = elements(html);
    expect(rest).toEqual([]);
    expect(picture).toEqual({ tag: 'picture', attributes: { class: 'hero' } });
    expect(avif).toEqual({
      tag: 'source',
      attributes: {
        type: 'image/avif',
        srcset: '/media/platform-overview-480.h1.avif 480w, /media/platform-overview-1440.h1.avif 1440w',
        sizes: '(max-width: 968px) 100vw, 50vw',
      },
    });
    expect(webp!.attributes.type).toBe('image/webp');
    expect(webp!.attributes.srcset).toBe('/media/platform-overview-480.h1.webp 480w, /media/platform-overview-1440.h1.webp 1440w');
    expect(img).toEqual({
      tag: 'img',
      attributes: {
        src: '/media/platform-overview-1440.h1.png',
        srcset: '/media/platform-overview-480.h1.png 480w, /media/platform-overview-1440.h1.png 1440w',
        sizes: '(max-width: 968px) 100vw, 50vw',
        width: '1440',
        height: '900',
        alt: 'Ein Gebäudeschnitt',
        loading: 'lazy',
        decoding: 'async',
      },
    });
  });

  it('keeps an empty alt for a decorative image, and passes on eager loading with high priority', () => {
    const html = renderToStaticMarkup(<Picture image={platformOverview} alt="" sizes="100vw" loading="eager" fetchPriority="high" />);
    const img = elements(html).find((element) => element.tag === 'img')!;
    expect(img.attributes).toMatchObject({ alt: '', loading: 'eager', fetchpriority: 'high' });
  });

  it('puts art-directed sources first, each in all three formats with its media query and own size', () => {
    const html = renderToStaticMarkup(
      <Picture
        image={platformOverview}
        alt="Banner"
        sizes="50vw"
        loading="lazy"
        sources={[{ media: '(max-width: 767px)', image: bannerMobile, sizes: '100vw' }]}
      />,
    );
    const sources = elements(html).filter((element) => element.tag === 'source');
    expect(sources.map((source) => [source.attributes.media, source.attributes.type])).toEqual([
      ['(max-width: 767px)', 'image/avif'],
      ['(max-width: 767px)', 'image/webp'],
      ['(max-width: 767px)', 'image/jpeg'],
      [undefined, 'image/avif'],
      [undefined, 'image/webp'],
    ]);
    expect(sources[0]!.attributes).toMatchObject({
      srcset: '/media/banner-mobile-480.h2.avif 480w, /media/banner-mobile-768.h2.avif 768w',
      sizes: '100vw',
      width: '768',
      height: '1024',
    });
    expect(sources[2]!.attributes.srcset).toBe('/media/banner-mobile-480.h2.jpg 480w, /media/banner-mobile-768.h2.jpg 768w');
    expect(sources[3]!.attributes.sizes).toBe('50vw');
  });
});
