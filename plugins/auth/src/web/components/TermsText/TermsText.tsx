import { Text } from '@mantine/core';
import type { Terms } from '../../../shared/user.schema.ts';

/** The published terms as plain text (no HTML injection). */
export function TermsText({ terms }: { terms: Terms | null | undefined }) {
  const text = terms?.text || terms?.content || '';
  if (!text.trim()) return <Text>No terms and conditions have been published yet.</Text>;
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
