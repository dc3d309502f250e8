import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

export interface XsdResult {
  valid: boolean;
  errors: string[];
}
export type XsdValidator = 'xmllint' | 'wasm';

const MAX_ERRORS = 50;

/**
 * Validates one XML document against one XSD with libxml2 (xmllint-wasm, in its own worker thread).
 * Memory pages per STACK.md: the goAML schemas need more than the default 32 MiB; `stream` keeps
 * large documents out of a full tree.
 */
export async function validateAgainstXsd(xml: string | Uint8Array, xsd: string): Promise<XsdResult> {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: xml },
    schema: { fileName: 'goAMLSchema.xsd', contents: xsd },
    stream: true,
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  return { valid: result.valid, errors: result.errors.slice(0, MAX_ERRORS).map((e) => e.rawMessage) };
}

let found: string | null | undefined;

/** The native libxml2 command line (Debian libxml2-utils), or null when it is not installed. XMLLINT_PATH overrides the PATH look-up. */
export function xmllintBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.XMLLINT_PATH) return env.XMLLINT_PATH;
  if (found !== undefined) return found;
  found = null;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, 'xmllint'), constants.X_OK);
      found = path.join(dir, 'xmllint');
      break;
    } catch {
      // not in this folder
    }
  }
  return found;
}

/** The validator a conversion uses: native xmllint when installed, xmllint-wasm otherwise (GOAML_XSD_VALIDATOR=wasm forces it). */
export const xsdValidator = (env: NodeJS.ProcessEnv = process.env): XsdValidator =>
  env.GOAML_XSD_VALIDATOR !== 'wasm' && xmllintBinary(env) ? 'xmllint' : 'wasm';

/**
 * Native libxml2: `xmllint --stream --schema` in a child process reads the part from disk with the
 * streaming reader (a few MB of memory whatever the part size) on the other core. Exit 3/4 is an
 * invalid document; anything else but 0 is a failure of the tool itself.
 */
function runXmllint(binary: string, file: string, xsdFile: string): Promise<XsdResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['--stream', '--noout', '--nonet', '--schema', xsdFile, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (s: string) => {
      if (stderr.length < 64 * 1024) stderr += s;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const name = path.basename(file);
      const lines = stderr
        .split('\n')
        .map((l) => l.split(file).join(name).trim())
        .filter((l) => l && l !== `${name} validates` && l !== `${name} fails to validate`);
      if (code === 0) resolve({ valid: true, errors: [] });
      else if (code === 3 || code === 4) resolve({ valid: false, errors: lines.slice(0, MAX_ERRORS) });
      else reject(new Error(`xmllint exited with code ${code}: ${lines.slice(0, 3).join('; ')}`));
    });
  });
}

/** Validates an XML file on disk against an XSD file with libxml2 (native xmllint, or xmllint-wasm as the fallback). */
export async function validateXmlFile(
  file: string,
  xsdFile: string,
  validator: XsdValidator = xsdValidator(),
): Promise<XsdResult> {
  const binary = validator === 'xmllint' ? xmllintBinary() : null;
  if (binary) return runXmllint(binary, file, xsdFile);
  const [xml, xsd] = await Promise.all([readFile(file), readFile(xsdFile, 'utf8')]);
  return validateAgainstXsd(xml, xsd);
}
