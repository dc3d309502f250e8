import { Badge, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dossierKeys } from '../../hooks.ts';
import { displayName, str, type PeopleNode } from '../../../shared/index.ts';
import { DocumentSlots } from '../DocumentSlots/DocumentSlots.tsx';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import { shownValue } from './people-hooks.ts';
import { entityDefs, entitySlots, personDefs, personSlots } from './people-defs.ts';
import { usePeopleEdit } from './PeopleContext.ts';
import { PersonScreening } from '../ops/PersonScreening.tsx';
import { useCan } from '../ops/ops-hooks.ts';

const ROLE_LABELS: Record<string, string> = {
  official: 'Official',
  director: 'Director',
  shareholder: 'Shareholder',
  ubo: 'UBO',
  account_holder: 'Account Holder',
};

export interface OwnerSectionProps {
  node: PeopleNode;
  /** Which section's permissions apply (below a managing director: MD names). */
  section: 'ubo' | 'mbd';
  /** Offer a delete (officials and the persons of a director). */
  deletable?: boolean;
}

/**
 * The person section [001:171–182] or entity section [001:185–188]: the fields, editable locally,
 * and the document slots (eight for a person, six for an entity).
 */
export function OwnerSection({ node, section, deletable }: OwnerSectionProps) {
  const edit = usePeopleEdit();
  const person = node.object_type === 'person';
  const role = str(node, 'role');
  const rights = edit.rights[section];
  const local = str(node, 'location_type') === 'local';
  const defs = person ? personDefs(role, local) : entityDefs(!!node.share_holder_related);
  const slots = person
    ? personSlots(role, local)
    : entitySlots({
        supervised: shownValue(node, 'supervised', edit.drafts[node._id]) === true,
        abroad: str(node, 'location_type') === 'abroad',
        shareholderRelated: !!node.share_holder_related,
      });
  const title = displayName(node) || (person ? 'Unnamed person' : 'Unnamed legal entity');
  const label = role === 'official' ? 'Official' : person ? 'Person' : 'Legal Entity';
  const can = useCan();
  const [screening, setScreening] = useState(false);
  const queryClient = useQueryClient();
  // Google Search and screening use the names as the maker sees them: typed draft, else pending, else approved [001:437].
  const draft = edit.drafts[node._id]?.values;
  const nameOf = (f: 'firstName' | 'lastName') => (typeof draft?.[f] === 'string' ? draft[f] : str(node, f));
  const personName = person ? { firstName: nameOf('firstName'), lastName: nameOf('lastName') } : undefined;
  const screenable = person && can('world_search') && rights.edit;
  const shown = (f: string) =>
    typeof shownValue(node, f, edit.drafts[node._id]) === 'string'
      ? (shownValue(node, f, edit.drafts[node._id]) as string)
      : '';
  const screeningDetails = {
    firstName: shown('firstName'),
    lastName: shown('lastName'),
    dateOfBirth: shown('dateOfBirth'),
    passportCountry: shown('passportCountry'),
  };
  return (
    <CollapsibleSection
      id={node._id}
      order={4}
      title={title}
      highlighted={edit.highlight === node._id}
      pendingCreation={node.pending_creation}
      badges={
        <>
          <Badge variant="filled" color="gray.8">
            {person ? (ROLE_LABELS[role ?? ''] ?? 'Person') : 'Legal entity'}
          </Badge>
          {str(node, 'title') && (
            <Badge variant="filled" color="blue.9">
              {str(node, 'title')}
            </Badge>
          )}
        </>
      }
      actions={
        deletable &&
        rights.remove && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => edit.remove(node, label)}>
            Delete {label}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <FieldGrid
          node={node}
          type={person ? 'person' : 'legalEntity'}
          defs={defs}
          draft={edit.drafts[node._id]}
          errors={edit.errors[node._id]}
          disabled={!rights.edit}
          onChange={edit.setField}
        />
        <Text size="sm" fw={600}>
          Documents
        </Text>
        <DocumentSlots
          companyId={edit.companyId}
          ownerId={node._id}
          slots={slots}
          files={node.files ?? {}}
          readOnly={!rights.edit}
          personName={personName}
          onSanctionScreening={screenable ? () => setScreening(true) : undefined}
        />
        {screenable && (
          <PersonScreening
            personId={node._id}
            personName={title}
            opened={screening}
            onClose={() => setScreening(false)}
            details={screeningDetails}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: dossierKeys.all })}
          />
        )}
      </Stack>
    </CollapsibleSection>
  );
}
