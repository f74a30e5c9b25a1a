declare module 'virtual:island-copy' {
  /** Each locale file's copy with the site's values filled in, as a chunk of its own, by "<lang>/<namespace>". */
  const copyModules: Record<string, () => Promise<import('../shared/i18n/catalog.ts').Catalog>>;
  export default copyModules;
}

interface Document {
  /** True while the page is prerendered on a speculation rule, before the visitor opens it (Chromium only). */
  readonly prerendering?: boolean;
}
