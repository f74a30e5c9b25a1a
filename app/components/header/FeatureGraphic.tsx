import type { JSX } from 'react';
import type { ProductPageId } from '../../content/navigation.ts';

interface Props {
  /** The feature to draw; none draws the generic picture of the platform. */
  feature?: ProductPageId;
  accent: string;
}

const ink = '#1f2328';
const line = '#d9d5cd';
const paper = '#ffffff';

/** A small drawing of the product's UI for the features menu: a window whose content names the feature. */
export function FeatureGraphic({ feature, accent }: Props) {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false" data-feature={feature ?? 'generic'}>
      <rect x="4" y="4" width="232" height="152" rx="10" fill={paper} stroke={line} strokeWidth="2" />
      <path d="M4 14a10 10 0 0 1 10-10h212a10 10 0 0 1 10 10v10H4z" fill="#f5f3ef" />
      <circle cx="18" cy="14" r="3" fill={accent} />
      <circle cx="28" cy="14" r="3" fill={line} />
      <circle cx="38" cy="14" r="3" fill={line} />
      {feature ? content[feature](accent) : generic(accent)}
    </svg>
  );
}

const generic = (accent: string) => (
  <g>
    <rect x="20" y="40" width="60" height="100" rx="6" fill="#f5f3ef" />
    <rect x="92" y="40" width="128" height="46" rx="6" fill={accent} />
    <rect x="92" y="94" width="60" height="46" rx="6" fill="#f5f3ef" />
    <rect x="160" y="94" width="60" height="46" rx="6" fill="#f5f3ef" />
  </g>
);

const rows = (accent: string, y0: number) =>
  [0, 1, 2, 3].map((i) => (
    <g key={i}>
      <rect x="20" y={y0 + i * 24} width="12" height="12" rx="3" fill={i === 1 ? accent : line} />
      <rect x="40" y={y0 + 3 + i * 24} width={120 - i * 14} height="6" rx="3" fill={ink} opacity="0.7" />
      <rect x="180" y={y0 + 3 + i * 24} width="40" height="6" rx="3" fill={line} />
    </g>
  ));

const content: Record<ProductPageId, (accent: string) => JSX.Element> = {
  taskIssue: (accent) => (
    <g>
      {[20, 92, 164].map((x, col) => (
        <g key={x}>
          <rect x={x} y="36" width="56" height="108" rx="6" fill="#f5f3ef" />
          {[0, 1, 2 - col].map((i) => (
            <rect key={i} x={x + 6} y={44 + i * 32} width="44" height="24" rx="4" fill={i === 0 && col === 1 ? accent : paper} stroke={line} />
          ))}
        </g>
      ))}
    </g>
  ),
  ifcViewer: (accent) => (
    <g fill="none" strokeWidth="2" strokeLinejoin="round">
      <path d="M120 40l56 28v48l-56 28-56-28V68z" fill="#f5f3ef" stroke={ink} />
      <path d="M64 68l56 28 56-28M120 96v48" stroke={ink} />
      <path d="M40 110h160" stroke={accent} strokeWidth="3" strokeDasharray="8 6" />
    </g>
  ),
  dms: (accent) => <g>{rows(accent, 40)}</g>,
  bimModel: (accent) => (
    <g>
      <rect x="40" y="90" width="50" height="50" fill="#f5f3ef" stroke={ink} strokeWidth="2" />
      <rect x="95" y="60" width="50" height="80" fill={accent} stroke={ink} strokeWidth="2" />
      <rect x="150" y="40" width="50" height="100" fill="#f5f3ef" stroke={ink} strokeWidth="2" />
    </g>
  ),
  infoManagement: (accent) => (
    <g>
      <rect x="20" y="36" width="200" height="18" rx="9" fill="#f5f3ef" stroke={line} />
      <circle cx="32" cy="45" r="4" fill="none" stroke={ink} strokeWidth="2" />
      {rows(accent, 68)}
    </g>
  ),
  planManagement: (accent) => (
    <g fill="none" strokeWidth="2">
      <rect x="24" y="36" width="92" height="106" fill="#f5f3ef" stroke={ink} />
      <path d="M24 80h60v62M84 36v24" stroke={ink} />
      <rect x="124" y="36" width="92" height="106" fill="#f5f3ef" stroke={ink} />
      <path d="M124 80h60v62M184 36v24" stroke={ink} />
      <path d="M150 100h40v30" stroke={accent} strokeWidth="4" />
    </g>
  ),
  cloudSecurity: (accent) => (
    <g>
      <path d="M120 36l44 16v34c0 28-20 44-44 54-24-10-44-26-44-54V52z" fill="#f5f3ef" stroke={ink} strokeWidth="2" />
      <path d="M102 90l12 12 26-26" fill="none" stroke={accent} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
};
