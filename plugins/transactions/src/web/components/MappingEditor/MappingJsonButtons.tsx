import { saveBlob } from '@app/core/web';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Value } from 'typebox/value';
import { MappingSchema, validateMapping, type Mapping } from '../../../shared/index.ts';

/** The mapping as the JSON file the CLI takes (`--mapping`), out and in; a file that is not a mapping is refused naming its bad keys. */
export function MappingJsonButtons({
  mapping,
  name = 'mapping',
  onLoad,
}: {
  mapping: Mapping;
  name?: string;
  onLoad(mapping: Mapping): void;
}) {
  const [error, setError] = useState<string | null>(null);
  async function load(file: File | null) {
    if (!file) return;
    setError(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      return setError(`${file.name} is not JSON`);
    }
    // A file of the right shape loads even when incomplete: the editor names what is missing.
    if (Value.Check(MappingSchema, json)) return onLoad(json);
    const check = validateMapping(json);
    setError(
      `${file.name}: ${check.ok ? 'not a mapping' : check.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
    );
  }
  const fileName = `${name.replace(/[^\w.-]+/g, '-') || 'mapping'}.json`;
  return (
    <Group gap="xs" align="center">
      <Button
        variant="default"
        size="xs"
        onClick={() =>
          saveBlob(new Blob([`${JSON.stringify(mapping, null, 2)}\n`], { type: 'application/json' }), fileName)
        }
      >
        Download JSON
      </Button>
      <FileButton onChange={load} accept="application/json,.json">
        {(props) => (
          <Button variant="default" size="xs" {...props}>
            Load JSON file
          </Button>
        )}
      </FileButton>
      {error && (
        <Text size="xs" c="red.8" role="alert" maw={360}>
          {error}
        </Text>
      )}
    </Group>
  );
}
