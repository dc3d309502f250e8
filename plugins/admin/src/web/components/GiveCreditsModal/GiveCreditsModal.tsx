import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifyError, notifySuccess } from '@app/core/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { adminKeys, errorDetail, useAdminClient } from '../../hooks.ts';

export interface GiveCreditsModalProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/** Give credits [000:44, 128]: amount (2 decimals) and an optional comment kept on the ledger line. */
export function GiveCreditsModal({ userId, opened, onClose }: GiveCreditsModalProps) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | string>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const give = useMutation({
    mutationFn: () =>
      client.giveCredit({
        user_id: userId,
        amount: Number(amount),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    onSuccess: () => {
      notifySuccess(M.creditAdded);
      void queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) });
      setAmount('');
      setComment('');
      onClose();
    },
    onError: (e) => notifyError(errorDetail(e), M.errorCreditAddition),
  });
  const submit = () => {
    const value = Number(amount);
    if (amount === '' || !(value > 0) || value > 1_000_000 || Math.round(value * 100) !== value * 100)
      return setError(M.amountInvalid);
    setError(null);
    give.mutate();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Give credits" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <NumberInput
            label="Amount"
            required
            data-autofocus
            min={0.01}
            max={1_000_000}
            decimalScale={2}
            clampBehavior="strict"
            value={amount}
            onChange={setAmount}
            error={error}
          />
          <Textarea
            label="Comment"
            maxLength={500}
            autosize
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={give.isPending}>
              Give credits
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
