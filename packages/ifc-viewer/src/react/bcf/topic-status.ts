import { topicStatuses } from '../../bcf/topic.ts';

/** The viewer's statuses by their key in the copy; another tool's own status shows as it wrote it. */
export const statusKeys: Record<(typeof topicStatuses)[number], 'open' | 'inProgress' | 'resolved' | 'closed'> = {
  Open: 'open',
  'In Progress': 'inProgress',
  Resolved: 'resolved',
  Closed: 'closed',
};

/** A status in the viewer's words, whatever the case or spelling ("OPEN", "IN_PROGRESS") its tool used. */
export const statusKeyOf = (status: string) => {
  const spelled = status.trim().toLowerCase().replace(/[_-]+/g, ' ');
  const known = topicStatuses.find((candidate) => candidate.toLowerCase() === spelled);
  return known && statusKeys[known];
};
