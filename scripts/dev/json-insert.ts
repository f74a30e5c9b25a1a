// Adds keys to a JSON file's text without rewriting the rest of it: every existing line, its key
// order and its layout (an object kept on one line stays on one line) come out as they went in.

interface ObjectNode {
  kind: 'object';
  open: number;
  close: number;
  end: number;
  members: Map<string, { value: JsonNode; keyAt: number; end: number }>;
  lastEnd: number | undefined;
}
type JsonNode = ObjectNode | { kind: 'other'; end: number };

export class KeyConflictError extends Error {}

/**
 * The text with `value` at the dotted `key` (its missing parent objects made on the way); unchanged
 * when the key is there already. A key whose parent is a string or a list cannot be added. `inline`
 * says it went into an object written on one line, which may now be too long for the formatter.
 */
export function insertKey(text: string, key: string, value: string): { text: string; inline: boolean } {
  const root = parseJson(text);
  if (root.kind !== 'object') throw new KeyConflictError('the file is not a JSON object');
  const path = key.split('.');
  let node: ObjectNode = root;
  for (const [depth, name] of path.entries()) {
    const member = node.members.get(name);
    if (!member) return addMember(text, node, path.slice(depth), value);
    if (depth === path.length - 1) return { text, inline: false };
    if (member.value.kind !== 'object') throw new KeyConflictError(`${path.slice(0, depth + 1).join('.')} is not an object`);
    node = member.value;
  }
  return { text, inline: false };
}

function addMember(text: string, node: ObjectNode, path: string[], value: string): { text: string; inline: boolean } {
  const lineIndent = (at: number) => /^ */.exec(text.slice(text.lastIndexOf('\n', at) + 1))![0];
  const firstBreak = text.indexOf('\n', node.open);
  const expanded = firstBreak !== -1 && firstBreak < (node.lastEnd ?? node.close);
  if (node.lastEnd === undefined) {
    const outer = lineIndent(node.open);
    const inside = `\n${outer}  ${member(path, value, `${outer}  `)}\n${outer}`;
    return { text: text.slice(0, node.open + 1) + inside + text.slice(node.close), inline: false };
  }
  const firstMember = [...node.members.values()][0]!;
  const indent = expanded ? lineIndent(firstMember.keyAt) : '';
  const addition = expanded ? `,\n${indent}${member(path, value, indent)}` : `, ${inlineMember(path, value)}`;
  return { text: text.slice(0, node.lastEnd) + addition + text.slice(node.lastEnd), inline: !expanded };
}

function member([name, ...rest]: string[], value: string, indent: string): string {
  if (rest.length === 0) return `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
  return `${JSON.stringify(name)}: {\n${indent}  ${member(rest, value, `${indent}  `)}\n${indent}}`;
}

function inlineMember([name, ...rest]: string[], value: string): string {
  return `${JSON.stringify(name)}: ${rest.length === 0 ? JSON.stringify(value) : `{ ${inlineMember(rest, value)} }`}`;
}

/** A scanner that keeps where each object opens and closes and where its last member ends. */
function parseJson(text: string): JsonNode {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError(`Unexpected JSON at ${at}`);
  };
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at]!)) at++;
  };
  const string = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): JsonNode => {
    space();
    const char = text[at];
    if (char === '{') return object();
    if (char === '[') {
      at++;
      space();
      if (text[at] === ']') return { kind: 'other', end: ++at };
      for (;;) {
        value();
        space();
        if (text[at] === ']') return { kind: 'other', end: ++at };
        if (text[at++] !== ',') fail();
      }
    }
    if (char === '"') {
      string();
      return { kind: 'other', end: at };
    }
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at));
    if (!literal) fail();
    at += literal![0].length;
    return { kind: 'other', end: at };
  };
  const object = (): ObjectNode => {
    const node: ObjectNode = { kind: 'object', open: at, close: -1, end: -1, members: new Map(), lastEnd: undefined };
    at++;
    space();
    if (text[at] === '}') {
      node.close = at++;
      node.end = at;
      return node;
    }
    for (;;) {
      space();
      if (text[at] !== '"') fail();
      const keyAt = at;
      const key = string();
      space();
      if (text[at++] !== ':') fail();
      const member = value();
      node.members.set(key, { value: member, keyAt, end: member.end });
      node.lastEnd = member.end;
      space();
      if (text[at] === '}') {
        node.close = at++;
        node.end = at;
        return node;
      }
      if (text[at++] !== ',') fail();
    }
  };
  const root = value();
  space();
  if (at !== text.length) fail();
  return root;
}
