import { Drawer, List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@app/core/web';
import { DD_MESSAGES as M, DOC_STATUS_LABELS, type DdRecord } from '../../../shared/index.ts';

/** The record's comments and decisions, oldest first; an approval without documents names each one (ADR 0073). */
export function HistoryDrawer({
  comments,
  opened,
  onClose,
}: {
  comments: DdRecord['comments'];
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Comments">
      {comments.length === 0 ? (
        <Text size="sm">No comments</Text>
      ) : (
        <Stack gap="sm">
          {comments.map((c, i) => (
            <div key={`${c.date}-${i}`} data-testid="dd-history-entry">
              <Text size="xs" c="dimmed">
                {formatDateTime(c.date)}
              </Text>
              <Text size="sm">{c.comment}</Text>
              {c.acknowledged_documents && (
                <>
                  {c.comment !== M.approvedWithout && (
                    <Text size="sm" fw={600}>
                      {M.approvedWithout}:
                    </Text>
                  )}
                  <List size="sm" spacing={2} aria-label={M.approvedWithout}>
                    {c.acknowledged_documents.map((d) => (
                      <List.Item key={d.name}>
                        {d.name} ({DOC_STATUS_LABELS[d.status]?.toLowerCase()})
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </div>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
