import { useOnceInView } from '../../lib/use-once-in-view.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { FeaturePicture, type FeatureVisual } from '../media/FeaturePicture.tsx';
import { Accordion } from '../widgets/Accordion.tsx';
import { Band, type Tone } from './Band.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export interface PanelCopy<Id extends string> {
  eyebrow: string;
  title: string;
  intro: string;
  items: Record<Id, { title: string; body: string; artAlt: string }>;
}

interface Props<Id extends string> {
  /** Names the band's anchor and the one-time activation (`activate:<name>`). */
  name: string;
  copy: PanelCopy<Id>;
  /** The items in order, each with its picture. */
  visuals: Readonly<Record<Id, FeatureVisual>>;
  tone?: Tone;
  /** Where across the viewport the heading must reach to open the first item (`useOnceInView`). */
  line?: number;
}

/** A product page's panel of items, one open at a time, whose first opens once when it scrolls into view. */
export function ItemPanel<Id extends string>({ name, copy, visuals, tone = 'warm', line }: Props<Id>) {
  const reduced = useReducedMotion();
  const [ref, activation] = useOnceInView<HTMLDivElement>(name, !reduced, line);
  const headingId = `${name}-title`;
  const items = (Object.keys(visuals) as Id[]).map((id) => ({
    id,
    title: copy.items[id].title,
    body: copy.items[id].body,
    media: <FeaturePicture visual={visuals[id]} alt={copy.items[id].artAlt} />,
  }));
  return (
    <Band labelledBy={headingId} tone={tone}>
      <div ref={ref} data-activation={activation}>
        <SectionHeading id={headingId} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <Accordion name={name} items={items} activation={activation} />
      </div>
    </Band>
  );
}
