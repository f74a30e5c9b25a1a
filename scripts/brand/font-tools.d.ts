// The two font tools ship without types; these are the calls the project makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number }>;
      /** OpenType feature tags to keep; all are kept when it is missing. */
      keepFeatures?: string[];
      /** Table tags to drop, beyond harfbuzz's defaults. */
      dropTables?: string[];
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
