/**
 * One of the site's SVG drawings as the prebuild lists it (scripts/prebuild/illustrations.ts), in the
 * generated `app/pages/<page>/art/drawings.generated.ts` beside its sources: its name, intrinsic size
 * and the content hash of each language's file, in the order of `languages`. A page imports the ones
 * it shows, so it ships no list of the others.
 */
export type Artwork = readonly [name: string, width: number, height: number, ...hashes: string[]];
