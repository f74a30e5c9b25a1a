import type { StatusTone } from '../../kit/Status.tsx';
import type { PersonId } from '../../project.ts';

export type TopicKind = 'defect' | 'clash' | 'question';
export type TopicStatus = 'open' | 'progress' | 'review';

export const topicTones: Record<TopicStatus, StatusTone> = { open: 'open', progress: 'progress', review: 'review' };

/** A BCF topic in the model's issue list; its title is copy (`bcf.topics.<id>`). Tools are real products, by name. */
export interface Topic {
  id: 'M-221' | 'K-031' | 'K-032' | 'F-007';
  kind: TopicKind;
  status: TopicStatus;
  person: PersonId;
  due: string;
  /** Where the topic came from: raised in Lotrecht, or imported from a BCF file of that tool. */
  source: 'Lotrecht' | 'Solibri' | 'Archicad';
}

export const topics: readonly Topic[] = [
  { id: 'M-221', kind: 'defect', status: 'open', person: 'roth', due: '2026-11-27', source: 'Lotrecht' },
  { id: 'K-031', kind: 'clash', status: 'progress', person: 'brandt', due: '2026-11-30', source: 'Solibri' },
  { id: 'K-032', kind: 'clash', status: 'open', person: 'yilmaz', due: '2026-12-02', source: 'Solibri' },
  { id: 'F-007', kind: 'question', status: 'review', person: 'kessler', due: '2026-11-25', source: 'Archicad' },
];

/** The open topic: a leaking window joint, pinned to the window in the architecture model. */
export const openTopic = {
  id: 'M-221',
  element: { ifcClass: 'IfcWindow', name: 'Fenster 1.03/1', guid: '1hX$9kQ0b4oP3mZ7vW2yTc' },
  model: 'QAK_B_ARC_V2.ifc',
  created: { person: 'novak' as PersonId, at: '2026-11-24T08:05' },
  bcfVersion: '3.0',
} as const;
