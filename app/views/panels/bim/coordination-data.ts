import type { StatusTone } from '../../kit/Status.tsx';
import type { PersonId } from '../../project.ts';
import { listedChanges } from '../../screens/model-versions/model-versions-data.ts';

export type TopicId = 'lintel' | 'shaft' | 'sill';

/** A BCF topic of the coordination model: its number, status and who is to answer it. */
export interface Topic {
  id: TopicId;
  number: number;
  status: 'open' | 'progress' | 'done';
  person: PersonId;
  due: string;
}

export const statusTones: Record<Topic['status'], StatusTone> = { open: 'open', progress: 'progress', done: 'done' };

/** The window version 2 made wider (the version comparison's own change): the topic open beside the model. */
const widened = listedChanges.find((change) => change.kind === 'changed' && change.ifcClass === 'IfcWindow' && change.fact?.name === 'OverallWidth')!;

export const openTopic = {
  element: { name: widened.name, ifcClass: widened.ifcClass },
  widths: { old: widened.fact!.old as number, new: widened.fact!.new as number },
  author: 'hartmann' as PersonId,
  created: '2026-11-24',
};

/** The topics of this week's coordination meeting, the open one first. */
export const topics: readonly Topic[] = [
  { id: 'lintel', number: 27, status: 'progress', person: 'yilmaz', due: '2026-12-01' },
  { id: 'shaft', number: 26, status: 'open', person: 'brandt', due: '2026-12-04' },
  { id: 'sill', number: 24, status: 'done', person: 'kessler', due: '2026-11-20' },
];
