/**
 * A file the import cannot read at all (as opposed to single rows it rejects): 400, or 413 when the
 * file is over one of the size bounds. The message is shown to the editor as it is.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
