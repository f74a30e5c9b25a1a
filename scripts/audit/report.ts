import { type CheckName, type Finding, pageChecks, siteChecks } from './findings.ts';

/** One table, page × check, then every failure spelled out, then the plain summary line. */
export function report(findings: Finding[], external: string[]): string {
  const pages = [...new Set(findings.filter((f) => f.page !== 'site').map((f) => f.page))];
  const cell = (page: string, check: CheckName) => {
    const found = findings.filter((f) => f.page === page && f.check === check);
    if (!found.length) return '–';
    return found.every((f) => f.ok) ? 'ok' : 'FAIL';
  };
  const width = Math.max(...pages.map((page) => page.length), 'page'.length);
  const header = ['page'.padEnd(width), ...pageChecks.map((c) => c.padEnd(9))].join(' | ');
  const lines = [header, '-'.repeat(header.length)];
  for (const page of pages) lines.push([page.padEnd(width), ...pageChecks.map((c) => cell(page, c).padEnd(9))].join(' | '));
  lines.push('');
  for (const check of siteChecks) {
    const found = findings.find((f) => f.page === 'site' && f.check === check);
    lines.push(`${check.padEnd(12)} ${found?.ok ? 'ok  ' : 'FAIL'} ${found?.detail ?? ''}`);
  }
  const budgets = findings.filter((f) => f.check === 'budgets' && f.ok && f.detail).map((f) => f.detail!);
  if (budgets.length) lines.push('', `largest page budget use: ${largest(budgets)}`);
  lines.push('', `external links (listed, not fetched): ${external.length}`, ...external.map((url) => `  ${url}`));

  const failures = findings.filter((f) => !f.ok);
  if (failures.length) {
    lines.push('', 'failures:');
    for (const f of failures) lines.push(`  ${f.page} ${f.check}: ${f.detail}`);
  }
  lines.push('', `audit: ${findings.length - failures.length} passed, ${failures.length} failed`);
  return lines.join('\n');
}

function largest(figures: string[]): string {
  const js = (text: string) => Number(/JS ([\d.]+)/.exec(text)?.[1] ?? 0);
  return figures.reduce((a, b) => (js(b) > js(a) ? b : a));
}
