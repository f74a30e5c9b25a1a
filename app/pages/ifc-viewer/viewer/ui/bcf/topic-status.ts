import { topicStatuses } from '../../bcf/topic.ts';

/** The viewer's statuses by their key in the copy; another tool's own status shows as it wrote it. */
export const statusKeys: Record<(typeof topicStatuses)[number], 'open' | 'inProgress' | 'resolved' | 'closed'> = {
  Open: 'open',
  'In Progress': 'inProgress',
  Resolved: 'resolved',
  Closed: 'closed',
};

export const statusKeyOf = (status: string) => {
  const known = topicStatuses.find((candidate) => candidate.toLowerCase() === status.trim().toLowerCase());
  return known && statusKeys[known];
};
