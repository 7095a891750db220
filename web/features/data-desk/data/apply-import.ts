import {
  deskEndpoints,
  type TDeskImportFile,
  type TImportProgressLine,
} from '../../../../core/contract/desk';
import { stream } from '../../../lib/api';
import { useReloadDesk } from './use-reload-desk';

/** Writes the valid rows of an import file in one transaction, handing on each progress line. */
export function useApplyImport() {
  const reload = useReloadDesk();
  return async (file: TDeskImportFile, onLine: (line: TImportProgressLine) => void) => {
    try {
      await stream(deskEndpoints.importApply, onLine, { body: file });
    } finally {
      await reload();
    }
  };
}
