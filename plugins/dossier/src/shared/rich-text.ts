import type { RichText, RichTextOp } from './kyc-files.ts';

/** A Plate (Slate) value as the editor holds it: paragraphs of text leaves with marks. */
export interface PlateLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}
export interface PlateBlock {
  type: string;
  children: PlateLeaf[];
  [k: string]: unknown;
}

const MARKS = ['bold', 'italic', 'underline'] as const;

/** Plate value → the seed's ops list (one `\n` insert ends each paragraph). */
export function plateToOps(value: unknown): RichText {
  const ops: RichTextOp[] = [];
  const blocks = Array.isArray(value) ? (value as PlateBlock[]) : [];
  for (const block of blocks) {
    for (const leaf of collectLeaves(block)) {
      if (!leaf.text) continue;
      const attributes = Object.fromEntries(MARKS.filter((m) => leaf[m]).map((m) => [m, true]));
      ops.push(Object.keys(attributes).length ? { insert: leaf.text, attributes } : { insert: leaf.text });
    }
    ops.push({ insert: '\n' });
  }
  return { ops: ops.length ? ops : [{ insert: '\n' }] };
}

function collectLeaves(node: unknown): PlateLeaf[] {
  if (!node || typeof node !== 'object') return [];
  if ('text' in node) return [node as PlateLeaf];
  return ((node as { children?: unknown[] }).children ?? []).flatMap(collectLeaves);
}

/** The seed's ops list → a Plate value (paragraphs split at newlines, marks kept). */
export function opsToPlate(rich: unknown): PlateBlock[] {
  const ops = Array.isArray((rich as RichText | null)?.ops) ? (rich as RichText).ops : [];
  const blocks: PlateBlock[] = [];
  let current: PlateLeaf[] = [];
  const flush = () => {
    blocks.push({ type: 'p', children: current.length ? current : [{ text: '' }] });
    current = [];
  };
  for (const op of ops) {
    if (typeof op.insert !== 'string') continue;
    const parts = op.insert.split('\n');
    parts.forEach((text, i) => {
      if (text)
        current.push({ text, ...Object.fromEntries(MARKS.filter((m) => op.attributes?.[m]).map((m) => [m, true])) });
      if (i < parts.length - 1) flush();
    });
  }
  if (current.length || !blocks.length) flush();
  return blocks;
}
