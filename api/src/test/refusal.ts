/**
 * Test helper: a refusal's words without the field it names. Tables of refusals check what each
 * says; the fields they name are checked where a form shows them (validation-message.test.ts and
 * the routes' "names the field" tests).
 */
export function refusalWords(body: unknown): { success: unknown; message: unknown } {
  const { success, message } = body as { success?: unknown; message?: unknown };
  return { success, message };
}
