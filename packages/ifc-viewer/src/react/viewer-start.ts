/** What the visitor asked the viewer to open first: the sample project or a file of their own. */
export type ViewerStart = { kind: 'sample' } | { kind: 'file'; file: File };
