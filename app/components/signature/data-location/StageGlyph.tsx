import type { StageId } from './stages.ts';

/** Each stage's mark, drawn on a 24 px grid in the stroke of the site's line drawings. */
const marks: Record<StageId, string> = {
  // A tablet, upright, with its home bar.
  device: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM10.5 18h3',
  // A padlock: the connection is encrypted.
  transfer:
    'M7 11h10a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 17 20H7a1.5 1.5 0 0 1-1.5-1.5v-6A1.5 1.5 0 0 1 7 11ZM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  // Two rack units with their status lights.
  primary:
    'M5.5 4h13a1.5 1.5 0 0 1 1.5 1.5v3A1.5 1.5 0 0 1 18.5 10h-13A1.5 1.5 0 0 1 4 8.5v-3A1.5 1.5 0 0 1 5.5 4ZM5.5 14h13a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-3A1.5 1.5 0 0 1 5.5 14ZM7.5 7h1M7.5 17h1M12 7h4.5M12 17h4.5',
  // A rack unit and the turning arrow of a copy kept on a schedule.
  backup:
    'M5.5 4h13a1.5 1.5 0 0 1 1.5 1.5v3A1.5 1.5 0 0 1 18.5 10h-13A1.5 1.5 0 0 1 4 8.5v-3A1.5 1.5 0 0 1 5.5 4ZM7.5 7h1M12 7h4.5M16.5 17a4.5 4.5 0 1 1-1.3-3.2M15.5 12.5v1.8h-1.8',
  // A key: only who signs in gets to the file.
  access: 'M8.5 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM12 12h8.5M17.5 12v3M20.5 12v2',
};

export function StageGlyph({ stage, className }: { stage: StageId; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={marks[stage]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
