/**
 * A browser does not try the next `<source>` when the chosen file fails to load, so a picture whose
 * AVIF or WebP fails switches once to its PNG or JPEG alone (spec section 8), as Picture.tsx does
 * inside islands: here for every picture of the page that no island hydrates, including those that
 * failed before this script ran.
 */
export function enhancePictureFallback(): void {
  const fallBack = (img: HTMLImageElement) => {
    const picture = img.parentElement;
    if (picture?.tagName !== 'PICTURE' || img.closest('[data-island-state="hydrated"]')) return;
    for (const source of picture.querySelectorAll('source')) source.remove();
  };
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('picture > img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  }
}
