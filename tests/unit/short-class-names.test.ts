import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classModule, classNameTable, shortClassNames } from '../../scripts/short-class-names.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'class-names-'));
  const files: Record<string, string> = {
    'app/components/b/Hero.module.css':
      '/* .comment{} */ .hero{color:red} .hero .title, .hero:not(.wide){margin:0} @keyframes fade{from{opacity:0}to{opacity:1}} :global(html) .hero{} @media (width>=40rem){.wide{padding:1rem}}',
    'app/components/a/Bar.module.css': '.bar{display:flex} :global(.skip-link) + .bar{}',
    'packages/viewer/src/Stage.module.css': '.stage{inset:0}',
    'app/styles/global.css': '.container{margin:auto}',
  };
  for (const [file, css] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), css);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the class-name table', () => {
  it('numbers every local class and keyframes of every module, by file path and first appearance', () => {
    expect(Object.fromEntries(classNameTable(root).scoped)).toEqual({
      'app/components/a/Bar.module.css:bar': '_0',
      'app/components/b/Hero.module.css:hero': '_1',
      'app/components/b/Hero.module.css:title': '_2',
      'app/components/b/Hero.module.css:wide': '_3',
      'app/components/b/Hero.module.css:fade': '_4',
      'packages/viewer/src/Stage.module.css:stage': '_5',
    });
  });

  it('counts on in base 36, so that names stay valid CSS identifiers', () => {
    const names = [...classNameTable().scoped.values()];
    expect(names.length).toBeGreaterThan(36);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^_[0-9a-z]+$/);
    expect(names[36]).toBe('_10');
  });

  it('gives the build the table’s names, and a readable hashed name to a module the table lacks', () => {
    const scoped = shortClassNames(root);
    expect(scoped('hero', path.join(root, 'app/components/b/Hero.module.css?used'))).toBe('_1');
    expect(scoped('fade', path.join(root, 'app/components/b/Hero.module.css'))).toBe('_4');
    expect(scoped('card', path.join(root, 'vendor/Card.module.css'))).toMatch(/^card_[\w-]{3}$/);
  });

  it('finds the module of a counted name, and of a hashed one', () => {
    const [owner, short] = [...classNameTable().scoped][0]!;
    expect(classModule(short)).toBe(owner.slice(0, owner.lastIndexOf(':')));
    expect(classModule('card_Xb3')).toBe('Xb3');
    expect(classModule('skip-link')).toBeUndefined();
  });
});
