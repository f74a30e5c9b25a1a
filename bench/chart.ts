import type { PageScore } from './lighthouse.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Horizontal bars per page: LCP against its 1.5 s target and TBT against its 100 ms target. */
export function lcpTbtChart(scores: PageScore[]): string {
  const row = 22;
  const labelWidth = 300;
  const barWidth = 260;
  const top = 56;
  const height = top + scores.length * row + 24;
  const width = labelWidth + 2 * (barWidth + 40) + 20;
  const lcpMax = 2000;
  const tbtMax = 150;
  const bar = (x: number, y: number, value: number, max: number, target: number, unit: string, color: string) => {
    const length = Math.max(1, Math.min(1, value / max) * barWidth);
    const targetX = x + (target / max) * barWidth;
    return (
      `<rect x="${x}" y="${y + 4}" width="${length.toFixed(1)}" height="${row - 8}" rx="3" fill="${color}"/>` +
      `<line x1="${targetX}" x2="${targetX}" y1="${y + 1}" y2="${y + row - 1}" stroke="#b3261e" stroke-dasharray="3 2"/>` +
      `<text x="${x + length + 4}" y="${y + row / 2 + 4}" font-size="11" fill="#1f2328">${value.toFixed(0)} ${unit}</text>`
    );
  };
  const lcpX = labelWidth;
  const tbtX = labelWidth + barWidth + 60;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${lcpX}" y="24" font-size="14" font-weight="700" fill="#1f2328">LCP (ms, target 1500)</text>`,
    `<text x="${tbtX}" y="24" font-size="14" font-weight="700" fill="#1f2328">TBT (ms, target 100)</text>`,
    `<text x="${lcpX}" y="42" font-size="11" fill="#4a5058">Lighthouse mobile, median of 3 runs; dashed line: target</text>`,
    ...scores.map((score, index) => {
      const y = top + index * row;
      return (
        `<text x="${labelWidth - 8}" y="${y + row / 2 + 4}" font-size="11" text-anchor="end" fill="#1f2328">${escapeXml(score.page)}</text>` +
        bar(lcpX, y, score.lcp, lcpMax, 1500, 'ms', '#ffbe28') +
        bar(tbtX, y, score.tbt, tbtMax, 100, 'ms', '#5ba4cf')
      );
    }),
    '</svg>',
    '',
  ].join('\n');
}
