import { captureViewpoint, type ViewState } from '../../bcf/capture-viewpoint.ts';
import { type BcfTopic, newTopic } from '../../bcf/topic.ts';
import type { IdsReport } from '../../ids/check-ids.ts';
import type { Lang, ViewerTranslator } from '../viewer-copy.tsx';
import { reasonWords } from './ids-words.ts';

/** The failing elements of one specification, coloured red in the topic's viewpoint (ARGB-less RGB, as BCF writes it). */
const failedColour = 'D73A49';
/** A topic lists its first reasons; the viewpoint selects every failing element. */
const listedReasons = 20;

/**
 * A check's failures as BCF topics, one per failed specification: the view as it is now, the failing
 * elements selected and coloured, and the reasons in the description, for the modeller's own tool.
 */
export function idsTopics(report: IdsReport, view: ViewState, t: ViewerTranslator['t'], lang: Lang, author: string): BcfTopic[] {
  return report.specifications
    .filter((spec) => spec.status === 'fail')
    .map((spec) => {
      const globalIds = [...new Set(spec.failures.map((failure) => failure.globalId))];
      const reasons = spec.failures
        .slice(0, listedReasons)
        .map((failure) => `${failure.name || failure.globalId}: ${reasonWords(failure.reason, t, lang)}`);
      const description = [
        t('ids.bcf.summary', { failed: spec.failed, applicable: spec.applicable }),
        spec.reason && reasonWords(spec.reason, t, lang),
        ...reasons,
        spec.failures.length > listedReasons && t('ids.bcf.more', { count: spec.failures.length - listedReasons }),
        spec.instructions,
      ]
        .filter(Boolean)
        .join('\n');
      const viewpoint = {
        ...captureViewpoint({ ...view, selected: globalIds, display: undefined }),
        coloring: globalIds.length ? [{ color: failedColour, components: globalIds.map((ifcGuid) => ({ ifcGuid })) }] : [],
      };
      return newTopic({ title: spec.name, description, type: t('ids.bcf.type'), labels: ['IDS'], creationAuthor: author, viewpoints: [viewpoint] });
    });
}
