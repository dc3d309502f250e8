import { validateXML } from 'xmllint-wasm';

export interface XsdResult { valid: boolean; errors: string[] }

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
  return { valid: result.valid, errors: result.errors.slice(0, 50).map((e) => e.rawMessage) };
}
