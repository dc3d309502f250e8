import { IMPORT_FORMATS } from './imports.schema.ts';

/** Texts of the import, mapping and Saved info routes (the CLI shows them as they are). */
export const IMPORT_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data, in the field "file"',
  fileRequired: 'Choose a file to import (field "file")',
  oneFile: 'One file per import',
  emptyFile: (name: string) => `${name} is empty`,
  tooBig: (name: string, mb: number) => `${name} is larger than ${mb} MB`,
  unknownFormat: (format: string) => `"${format}" is not a format: one of ${IMPORT_FORMATS.join(', ')}`,
  formatMismatch: (given: string, found: string) => `format is ${given}, but the file is ${found}`,
  xmlNotCamt: 'the file is XML but not an ISO 20022 camt.052, camt.053 or camt.054 message',
  mappingRequired: (format: string) => `a ${format} file is read through a mapping: give mapping_id or mapping`,
  mappingNotWanted: (format: string) =>
    `a ${format} statement is read without a mapping: leave out mapping_id and mapping`,
  mappingTwice: 'give mapping_id or mapping, not both',
  mappingNotJson: (detail: string) => `mapping is not JSON: ${detail}`,
  mappingNotFound: 'No saved mapping with this id in your organisation',
  mappingNameTaken: (name: string) => `A mapping named "${name}" already exists`,
  mappingNameEmpty: 'name is empty',
  fieldsFirst: 'Send the text fields (mapping, format) before the file',
  badDelimiter: 'delimiter must be one of , ; | or tab',
  csvOnly: (field: string) => `${field} applies to csv files only`,
  xlsxOnly: (field: string) => `${field} applies to xlsx files only`,
  importNotFound: 'Import not found',
  badRowNotFound: (id: string) => `${id} is not a bad row of your organisation (already re-imported or removed?)`,
  badRowTwice: (id: string) => `${id} is given twice`,
  queued: (name: string) => `${name} is queued for import`,
} as const;
