import type { BcfTopic } from './topic.ts';
import { attributeOf, childOf, type XmlNode, xmlWriter } from './xml.ts';

/** The project a BCF file belongs to (`project.bcfp`). */
export interface BcfProject {
  id: string;
  name?: string;
}

/**
 * The values a project offers for its topics (BCF 3.0's `extensions.xml`, BCF 2.1's `extensions.xsd`):
 * other tools show them as choices.
 */
export interface BcfExtensions {
  topicTypes: string[];
  topicStatuses: string[];
  priorities: string[];
  topicLabels: string[];
  users: string[];
  snippetTypes: string[];
  stages: string[];
}

type ListName = keyof BcfExtensions;

/** Each list's element names in 3.0's extensions.xml, and its simple type in a 2.1 extension schema. */
const lists: { name: ListName; list: string; item: string; type21?: string }[] = [
  { name: 'topicTypes', list: 'TopicTypes', item: 'TopicType', type21: 'TopicType' },
  { name: 'topicStatuses', list: 'TopicStatuses', item: 'TopicStatus', type21: 'TopicStatus' },
  { name: 'priorities', list: 'Priorities', item: 'Priority', type21: 'Priority' },
  { name: 'topicLabels', list: 'TopicLabels', item: 'TopicLabel', type21: 'TopicLabel' },
  { name: 'users', list: 'Users', item: 'User', type21: 'UserIdType' },
  // 2.1's markup.xsd has no simple type for snippet types: a 2.1 extension schema cannot name them.
  { name: 'snippetTypes', list: 'SnippetTypes', item: 'SnippetType' },
  { name: 'stages', list: 'Stages', item: 'Stage', type21: 'Stage' },
];

export const emptyExtensions = (): BcfExtensions => ({
  topicTypes: [],
  topicStatuses: [],
  priorities: [],
  topicLabels: [],
  users: [],
  snippetTypes: [],
  stages: [],
});

const elements = (parent: XmlNode | undefined): XmlNode[] =>
  parent ? Array.from(parent.childNodes).filter((child): child is XmlNode => child.nodeType === 1) : [];

/** Every element below `root` with that local name, in document order. */
function descendants(root: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  const visit = (node: XmlNode) => {
    for (const child of elements(node)) {
      if (child.localName === name) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

const texts = (items: XmlNode[]) => items.map((item) => item.textContent?.trim() ?? '').filter(Boolean);

/** BCF 3.0's extensions.xml. */
export function readExtensions30(root: XmlNode): BcfExtensions {
  const extensions = emptyExtensions();
  for (const { name, list, item } of lists) {
    extensions[name] = texts(elements(childOf(root, list)).filter((child) => child.localName === item));
  }
  return extensions;
}

/** A BCF 2.1 extension schema: enumerations that redefine markup.xsd's simple types. */
export function readExtensions21(root: XmlNode): BcfExtensions {
  const extensions = emptyExtensions();
  for (const simpleType of descendants(root, 'simpleType')) {
    const entry = lists.find((candidate) => candidate.type21 === simpleType.getAttribute('name'));
    if (!entry) continue;
    extensions[entry.name].push(...descendants(simpleType, 'enumeration').flatMap((item) => attributeOf(item, 'value') ?? []));
  }
  return extensions;
}

export function readProject(root: XmlNode): BcfProject | undefined {
  const project = childOf(root, 'Project');
  const id = attributeOf(project, 'ProjectId');
  if (!id) return undefined;
  const name = childOf(project, 'Name')?.textContent?.trim();
  return name ? { id, name } : { id };
}

/** The lists of `base` with every value the topics use added, so that a tool that checks against them accepts the topics. */
export function extensionsFor(topics: readonly BcfTopic[], base: BcfExtensions = emptyExtensions()): BcfExtensions {
  const merged = emptyExtensions();
  const add = (name: ListName, value: string | undefined) => {
    const text = value?.trim();
    if (text && !merged[name].includes(text)) merged[name].push(text);
  };
  for (const { name } of lists) for (const value of base[name] ?? []) add(name, value);
  for (const topic of topics) {
    add('topicTypes', topic.type);
    add('topicStatuses', topic.status);
    add('priorities', topic.priority);
    for (const label of topic.labels) add('topicLabels', label);
    for (const user of [topic.creationAuthor, topic.modifiedAuthor, topic.assignee]) add('users', user);
    for (const comment of topic.comments) for (const user of [comment.author, comment.modifiedAuthor]) add('users', user);
    add('snippetTypes', topic.bimSnippet?.snippetType);
    add('stages', topic.stage);
  }
  return merged;
}

/** Two sets of lists as one, each value once. */
export function mergeExtensions(a: BcfExtensions | undefined, b: BcfExtensions | undefined): BcfExtensions | undefined {
  if (!a || !b) return a ?? b;
  return extensionsFor([], {
    ...a,
    ...Object.fromEntries(lists.map(({ name }) => [name, [...a[name], ...b[name]]])),
  } as BcfExtensions);
}

export function extensionsXml30(extensions: BcfExtensions): string {
  const xml = xmlWriter('Extensions');
  for (const { name, list, item } of lists) {
    if (extensions[name].length) xml.append(xml.element(list, {}, ...extensions[name].map((value) => xml.element(item, {}, value))));
  }
  return xml.serialize();
}

/** BCF 2.1's extension schema, as buildingSMART's 2.1 test cases write it. */
export function extensionsXsd21(extensions: BcfExtensions): string {
  const xml = xmlWriter('schema', { xmlns: 'http://www.w3.org/2001/XMLSchema' });
  const { element } = xml;
  xml.append(
    element(
      'redefine',
      { schemaLocation: 'markup.xsd' },
      lists.flatMap(({ name, type21 }) =>
        type21 && extensions[name].length
          ? [
              element(
                'simpleType',
                { name: type21 },
                element('restriction', { base: type21 }, ...extensions[name].map((value) => element('enumeration', { value }))),
              ),
            ]
          : [],
      ),
    ),
  );
  return xml.serialize();
}

export function projectXml(version: '2.1' | '3.0', project: BcfProject | undefined, extensionSchema?: string): string {
  const xml = xmlWriter(version === '3.0' ? 'ProjectInfo' : 'ProjectExtension');
  const { element } = xml;
  xml.append(project && element('Project', { ProjectId: project.id }, project.name && element('Name', {}, project.name)));
  if (version === '2.1') xml.append(element('ExtensionSchema', {}, extensionSchema ?? ''));
  return xml.serialize();
}
