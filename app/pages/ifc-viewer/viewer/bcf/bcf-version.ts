/** The BCF versions the viewer reads; it writes 2.1, the version most CAD and clash-check tools exchange. */
export const readableVersions = ['2.0', '2.1'] as const;
export type ReadableVersion = (typeof readableVersions)[number];
export const writtenVersion = '2.1';

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
