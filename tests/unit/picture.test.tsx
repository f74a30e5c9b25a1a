// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Picture } from '../../app/components/media/Picture.tsx';
import type { ImageName } from '../../app/media/images.ts';
import type { ManifestImage } from '../../app/media/manifest-types.ts';

// A fixed manifest, so the test needs neither the prebuild nor the real images.
vi.mock('../../app/media/image-manifest.generated.ts', () => {
  const entry = (name: string, width: number, height: number, fallback: 'png' | 'jpeg'): ManifestImage => {
    const ext = fallback === 'png' ? 'png' : 'jpg';
    const srcset = (format: string) => `/media/${name}-480.${format} 480w, /media/${name}-${width}.${format} ${width}w`;
    return {
      width,
      height,
      avif: { type: 'image/avif', srcset: srcset('avif') },
      webp: { type: 'image/webp', srcset: srcset('webp') },
      fallback: { type: `image/${fallback}`, srcset: srcset(ext), src: `/media/${name}-${width}.${ext}` },
    };
  };
  return {
    imageManifest: { 'platform-overview': entry('platform-overview', 1440, 900, 'png'), 'banner-mobile': entry('banner-mobile', 768, 1024, 'jpeg') },
  };
});

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
      <Picture image="platform-overview" alt="Ein Gebäudeschnitt" sizes="(max-width: 968px) 100vw, 50vw" loading="lazy" className="hero" />,
    );
    const [picture, avif, webp, img, ...rest] = elements(html);
    expect(rest).toEqual([]);
    expect(picture).toEqual({ tag: 'picture', attributes: { class: 'hero' } });
    expect(avif).toEqual({
      tag: 'source',
      attributes: {
        type: 'image/avif',
        srcset: '/media/platform-overview-480.avif 480w, /media/platform-overview-1440.avif 1440w',
        sizes: '(max-width: 968px) 100vw, 50vw',
      },
    });
    expect(webp!.attributes.type).toBe('image/webp');
    expect(webp!.attributes.srcset).toBe('/media/platform-overview-480.webp 480w, /media/platform-overview-1440.webp 1440w');
    expect(img).toEqual({
      tag: 'img',
      attributes: {
        src: '/media/platform-overview-1440.png',
        srcset: '/media/platform-overview-480.png 480w, /media/platform-overview-1440.png 1440w',
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
    const html = renderToStaticMarkup(<Picture image="platform-overview" alt="" sizes="100vw" loading="eager" fetchPriority="high" />);
    const img = elements(html).find((element) => element.tag === 'img')!;
    expect(img.attributes).toMatchObject({ alt: '', loading: 'eager', fetchpriority: 'high' });
  });

  it('puts art-directed sources first, each in all three formats with its media query and own size', () => {
    const html = renderToStaticMarkup(
      <Picture
        image="platform-overview"
        alt="Banner"
        sizes="50vw"
        loading="lazy"
        // The fixture manifest has this second image; the real image list does not yet.
        sources={[{ media: '(max-width: 767px)', image: 'banner-mobile' as ImageName, sizes: '100vw' }]}
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
      srcset: '/media/banner-mobile-480.avif 480w, /media/banner-mobile-768.avif 768w',
      sizes: '100vw',
      width: '768',
      height: '1024',
    });
    expect(sources[2]!.attributes.srcset).toBe('/media/banner-mobile-480.jpg 480w, /media/banner-mobile-768.jpg 768w');
    expect(sources[3]!.attributes.sizes).toBe('50vw');
  });
});
