import { errorText } from '@app/core/web';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { BacktestRequest } from '../../../shared/index.ts';
import { BacktestForm } from '../../components/BacktestForm/BacktestForm.tsx';
import { useBacktestClient } from '../../hooks.ts';
import { BacktestView } from './BacktestView.tsx';

/** /id_23test: the moving-average crossover backtest, full page (no header, no sidebar). */
export default function BacktestScreen() {
  const client = useBacktestClient();
  const run = useMutation({ mutationFn: (input: BacktestRequest) => client.backTestData(input) });
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          Moving-average backtest
        </Title>
        <BacktestForm loading={run.isPending} onSubmit={(input) => run.mutate(input)} />
        {run.isError && (
          <Alert color="red" title="Could not run the backtest" role="alert">
            {errorText(run.error, 'The server did not answer; try again.')}
          </Alert>
        )}
        {run.data && <BacktestView data={run.data.data} />}
      </Stack>
    </Container>
  );
}
