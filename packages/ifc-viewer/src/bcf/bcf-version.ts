/** The BCF versions the viewer reads; it writes 2.1 (what most CAD and clash-check tools exchange) and 3.0. */
export const readableVersions = ['2.0', '2.1', '3.0'] as const;
export type ReadableVersion = (typeof readableVersions)[number];

export const writableVersions = ['2.1', '3.0'] as const;
export type WritableVersion = (typeof writableVersions)[number];

/** What an export writes when the caller does not choose. */
export const writtenVersion: WritableVersion = '2.1';

/** Why a file could not be read as BCF. */
export type BcfProblem = 'not-bcf' | 'damaged' | 'unsupported-version' | 'no-topics';

export class BcfFileError extends Error {
  readonly problem: BcfProblem;
  /** The version a file of an unsupported version names. */
  readonly version?: string;

  constructor(problem: BcfProblem, version?: string) {
    super(`BCF file: ${problem}${version ? ` (${version})` : ''}`);
    this.problem = problem;
    this.version = version;
  }
}

/**
 * What of a file that was read could not be: a topic whose markup is damaged (left out), a viewpoint
 * whose file is missing or damaged (left out of its topic), a file the markup names that is not in the
 * zip (the reference kept, without its bytes). The rest of the file is read.
 */
export interface BcfReadIssue {
  kind: 'topic-damaged' | 'viewpoint-damaged' | 'viewpoint-missing' | 'file-missing';
  /** The topic's folder in the zip. */
  folder: string;
  /** The file concerned, relative to the topic's folder. */
  file?: string;
}
