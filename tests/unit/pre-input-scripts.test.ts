// What the audit lets a page load before the visitor's first input: the loader's files, and on a page
// with a live island that island's own code, its runtime and copy, worked out from the islands manifest.
import { describe, expect, it } from 'vitest';
import { closure, type IslandsManifest, liveIslands, preInputAllowance } from '../../scripts/audit/pre-input-scripts.ts';

const manifest: IslandsManifest = {
  'app/islands/loader.ts': { file: 'assets/islands-1.js', isEntry: true, imports: ['_languages.js'] },
  '_languages.js': { file: 'assets/island-languages-1.js' },
  'app/islands/runtime.tsx': { file: 'assets/island-runtime-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/island-react-1.js' },
  'app/pages/ifc-viewer/try/viewer-stage.island.tsx': { file: 'assets/island-viewer-stage.island-1.js', imports: ['_react.js', '_Picture.js'] },
  '_Picture.js': { file: 'assets/island-Picture-1.js', imports: ['_languages.js'] },
  'app/components/header/header.island.tsx': { file: 'assets/island-header.island-1.js', imports: ['_react.js'] },
};
const stage = '<div data-island="viewer-stage" data-island-key="v" data-island-trigger="live" data-island-copy="ifcViewer common"></div>';
const header = '<div data-island="header" data-island-key="h" data-island-trigger="input" data-island-copy="common"></div>';

describe('scripts before the first input', () => {
  it('follow a manifest entry through its static imports, each file once', () => {
    expect([...closure(manifest, 'app/pages/ifc-viewer/try/viewer-stage.island.tsx')]).toEqual([
      'assets/island-viewer-stage.island-1.js',
      'assets/island-react-1.js',
      'assets/island-Picture-1.js',
      'assets/island-languages-1.js',
    ]);
    expect(() => closure(manifest, 'app/nowhere.ts')).toThrow(/no entry app\/nowhere.ts/);
  });

  it('are the loader’s alone on a page without a live island', () => {
    const allowance = preInputAllowance(manifest, `<body>${header}</body>`);
    expect([...allowance.loader]).toEqual(['assets/islands-1.js', 'assets/island-languages-1.js']);
    expect(allowance.live('assets/island-react-1.js')).toBe(false);
    expect(allowance.live('assets/island-header.island-1.js')).toBe(false);
  });

  it('take in a live island’s own code, the runtime and its copy, and nothing of the other islands', () => {
    expect(liveIslands(stage + header)).toEqual([{ name: 'viewer-stage', namespaces: ['ifcViewer', 'common'] }]);
    const allowance = preInputAllowance(manifest, stage + header);
    for (const file of [
      'assets/island-viewer-stage.island-1.js',
      'assets/island-runtime-1.js',
      'assets/island-react-1.js',
      'assets/copy-ifcViewer-Ab1.js',
    ]) {
      expect(allowance.live(file), file).toBe(true);
    }
    expect(allowance.live('assets/island-header.island-1.js')).toBe(false);
    expect(allowance.live('assets/copy-ifcViewerBcf-Ab1.js')).toBe(false);
  });
});
