import { deskEndpoints, type TDeskImportFile } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';

/** Checks an import file row by row; nothing is written. */
export function previewImport(file: TDeskImportFile) {
  return call(deskEndpoints.importPreview, { body: file });
}
