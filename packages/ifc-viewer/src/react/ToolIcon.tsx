/** The toolbar's line icons (24-unit grid, the product views' set), drawn in the text colour beside a visible label. */
const paths = {
  pointer: 'M6 3l13 7.5-5.5 1.5 3.5 6-2.5 1.5-3.5-6L7 17.5z',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  parallel: 'M4 8h11v11H4zM9 4h11v11M4 8l5-4M15 8l5-4M15 19l5-4',
  section: 'M4 7.5L12 3l8 4.5v9L12 21l-8-4.5zM4 7.5l8 4.5 8-4.5M2.5 14.5l9.5 4 9.5-4',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  compare: 'M4 5h6v14H4zM14 5h6v14h-6zM12 3v18',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
} as const;

export type ToolIconName = keyof typeof paths;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
