/** A refusal the staff tool prints as it is and exits with 1 (2 for wrong usage). */
export class StaffError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}
