export interface MigrationContext {
  /** The encounter id, taken from the file name. */
  id: string;
  now: string;
}

export interface Migration {
  from: number;
  to: number;
  description: string;
  migrate(raw: Record<string, unknown>, ctx: MigrationContext): Record<string, unknown>;
}

export class MigrationError extends Error {
  constructor(
    message: string,
    /** A JSON path into the file, such as `$.combatants[2]`. */
    readonly path: string,
  ) {
    super(message);
  }
}
