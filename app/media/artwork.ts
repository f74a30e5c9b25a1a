import { type Lang, languages } from '../shared/languages.ts';

/**
 * One of the site's SVG drawings as the prebuild lists it (scripts/prebuild/illustrations.ts), in the
 * generated `app/pages/<page>/art/drawings.generated.ts` beside its sources: its name, intrinsic size
 * and the content hash of each language's file, in the order of `languages`. A page imports the ones
 * it shows, so it ships no list of the others.
 */
export type Artwork = readonly [name: string, width: number, height: number, ...hashes: string[]];

/** Where the drawing's file in one language is served (`public/media/art/`). */
export function artworkSrc([name, , , ...hashes]: Artwork, lang: Lang): string {
  return `/media/art/${name}.${lang}.${hashes[languages.indexOf(lang)]}.svg`;
}

/**
 * The same drawing written into the page instead of requested: a `data:` URI per language, in the
 * order of `languages` (the `…InPage` export beside each Artwork). For the one drawing that is the
 * largest paint of a first screen: a file would arrive one request after the text, and the largest
 * paint with it. A kilobyte or two of the page's own bytes, so only where that pays.
 */
export type ArtworkInPage = readonly string[];
