import type { Plugin } from 'ajv';
import addFormats from 'ajv-formats';

/** Unknown fields and wrongly typed values are rejected (400), never silently dropped or converted. */
export const ajvOptions = {
  allErrors: true,
  verbose: true,
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
};

/** `errorMessage` carries the seed's text on a schema; it is read by the error handler, not by ajv. */
const errorMessageKeyword: Plugin<unknown> = (ajv) => ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

 
const formats = ((addFormats as any).default ?? addFormats) as Plugin<unknown>;
export const ajvPlugins = [formats, errorMessageKeyword] as const;
