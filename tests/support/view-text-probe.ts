/**
 * What `tests/browser/layout-widths.test.ts` asks of the product views (app/views) at one width: the
 * smallest words in each picture as the visitor sees them. The record of `npm run views` knows each
 * picture's smallest and largest text at the size it was drawn for; drawn narrower or wider, the words
 * shrink or grow with it. Runs in the browser: one self-contained function.
 */

export interface ViewOnPage {
  /** The record's key, e.g. `model-viewer-phone.en.png`. */
  key: string;
  /** The width the picture is drawn at, in CSS px. */
  rendered: number;
}

/** Every product view shown at this width (a served file `/media/view-<name>-<composition>-<lang>-<px>.<hash>.<ext>`). */
export function viewsOnPage(): ViewOnPage[] {
  const shown: ViewOnPage[] = [];
  for (const image of document.images) {
    const match = /\/media\/view-(.+)-(desktop|phone)-(de|en)-\d+\.[0-9a-f]+\.\w+$/.exec(image.currentSrc);
    const box = image.getBoundingClientRect();
    // A carousel's neighbours are inert previews, set back and smaller on purpose: the slide in front is the one read.
    if (!match || box.width === 0 || getComputedStyle(image).visibility === 'hidden' || image.closest('[inert]')) continue;
    shown.push({ key: `${match[1]}-${match[2]}.${match[3]}.png`, rendered: box.width });
  }
  return shown;
}
