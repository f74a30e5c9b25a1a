/**
 * Small line drawings for the values and teams, in the house style (24 px grid, 2 px round strokes).
 * Inline, so they cost no request; decorative, since the title beside each says what it stands for.
 */
const glyphs = {
  helmet: ['M5 15a7 7 0 0 1 14 0', 'M3 15h18v3H3z', 'M10 8.3V12', 'M14 8.3V12'],
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  plumb: ['M12 2v11', 'M8 13h8l-4 8z', 'M6 2h12'],
  people: [
    'M9 8m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M3 20a6 6 0 0 1 12 0',
    'M17 9m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
    'M16 14.2a5 5 0 0 1 5 4.8',
  ],
  cube: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M12 12l8-4.5', 'M12 12 4 7.5', 'M12 12v9'],
  compass: ['M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M15.5 8.5l-2 5-5 2 2-5z'],
  server: ['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01', 'M12 7h4', 'M12 17h4'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  megaphone: ['M3 10v4h3l8 4V6l-8 4z', 'M18 9a4 4 0 0 1 0 6', 'M7 14l1 5h3l-1-4'],
  code: ['M8 7l-5 5 5 5', 'M16 7l5 5-5 5', 'M14 4l-4 16'],
  pen: ['M4 20l4-1L19 8l-3-3L5 16z', 'M14 7l3 3', 'M13 20h7'],
} as const;

export type GlyphName = keyof typeof glyphs;

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
