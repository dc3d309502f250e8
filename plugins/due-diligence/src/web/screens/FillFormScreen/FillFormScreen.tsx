import { Container, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DD_MESSAGES as M } from '../../../shared/index.ts';
import { DdFormView } from '../../components/DdFormView/DdFormView.tsx';
import { LinkProblem } from '../../components/LinkProblem/LinkProblem.tsx';
import { ddKeys, useDdClient } from '../../hooks.ts';

const problem = (e: unknown) => {
  const body = (e as { body?: { message?: string; reason?: string } } | null)?.body;
  return { message: body?.message ?? M.linkInvalid, reason: body?.reason ?? 'invalid' };
};

/** The public pages: the token is checked on load; the visitor is then a limited user of that one record. */
export function TokenPage({ documentsOnly }: { documentsOnly: boolean }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useDdClient();
  const qc = useQueryClient();
  const access = useQuery({
    queryKey: ddKeys.access(token),
    queryFn: () => client.checkAccessToken({ token }),
    enabled: Boolean(token),
    retry: false,
  });
  const info = useQuery({
    queryKey: ddKeys.token(token),
    enabled: access.isSuccess,
    retry: false,
    queryFn: () =>
      documentsOnly || access.data?.user.kind === 'documents'
        ? client.dueDiligenceDocInfo({ token })
        : client.dueDiligenceInfo({ token }),
  });
  if (!token) return <LinkProblem message={M.linkInvalid} reason="invalid" />;
  if (access.isError) return <LinkProblem {...problem(access.error)} />;
  if (info.isError) return <LinkProblem {...problem(info.error)} />;
  return (
    <Container size="lg" py="lg" component="main">
      <Stack>
        {(access.isPending || info.isPending) && <Loader role="status" aria-label="Loading..." />}
        {info.isSuccess && (
          <DdFormView
            info={info.data}
            token={token}
            documentsOnly={documentsOnly || info.data.access.link === 'documents'}
            onReload={() => void qc.invalidateQueries({ queryKey: ddKeys.token(token) })}
          />
        )}
      </Stack>
    </Container>
  );
}

/** /fill-due-diligence/?token= */
export default function FillFormScreen() {
  return <TokenPage documentsOnly={false} />;
}
