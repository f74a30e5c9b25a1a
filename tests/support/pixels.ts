import sharp from 'sharp';

/**
 * The share of pixels in which two pictures of the same size differ by more than anti-aliasing does
 * (a channel off by more than 24 of 255); throws when their sizes differ.
 */
export async function differingShare(a: Buffer | string, b: Buffer | string): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((input) => sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (first!.info.width !== second!.info.width || first!.info.height !== second!.info.height)
    throw new Error(`pictures of different sizes: ${first!.info.width}×${first!.info.height} and ${second!.info.width}×${second!.info.height}`);
  let differing = 0;
  for (let index = 0; index < first!.data.length; index += 4) {
    const delta = Math.max(...[0, 1, 2, 3].map((channel) => Math.abs(first!.data[index + channel]! - second!.data[index + channel]!)));
    if (delta > 24) differing++;
  }
  return differing / (first!.info.width * first!.info.height);
}
