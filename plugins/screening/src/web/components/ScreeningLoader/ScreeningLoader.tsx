import { Group, Loader, Modal, Text } from '@mantine/core';
import { SCREENING_MESSAGES } from '../../../shared/index.ts';

export interface ScreeningLoaderProps {
  opened: boolean;
}

/** The waiting dialog 'Please Wait / Performing Sanction Screening...' (not closable while it runs). */
export function ScreeningLoader({ opened }: ScreeningLoaderProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={SCREENING_MESSAGES.pleaseWait}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      zIndex={300}
    >
      <Group gap="md" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{SCREENING_MESSAGES.performing}</Text>
      </Group>
    </Modal>
  );
}
