import { type Static, Type } from 'typebox';

// ---------------------------------------------------------------- remote failures (the shell's beacon)

/**
 * POST /remote-failures (JSON): a browser reports a remote version it could not use. `stage`:
 * `contract` (built against a contract the shell does not serve: refused before loading), `load`
 * (its manifest, entry or a chunk failed after the retries). `fallback` is the version the shell
 * fell back to, or null when it showed the remote's fallback page.
 */
export const RemoteFailureReport = Type.Object(
  {
    remote: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
    version: Type.String({ minLength: 1, maxLength: 300 }),
    stage: Type.Enum(['contract', 'load']),
    message: Type.String({ maxLength: 500 }),
    fallback: Type.Union([Type.String({ minLength: 1, maxLength: 300 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type RemoteFailureReport = Static<typeof RemoteFailureReport>;

export const RemoteFailureAccepted = Type.Object({ success: Type.Literal(true) });
export type RemoteFailureAccepted = Static<typeof RemoteFailureAccepted>;

/** GET /remote-failures/status?code=<staff status code>: the counts, newest first. */
export const RemoteFailureStatusQuery = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type RemoteFailureStatusQuery = Static<typeof RemoteFailureStatusQuery>;

export const RemoteFailureCount = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  stage: Type.String(),
  fallback: Type.Union([Type.String(), Type.Null()]),
  count: Type.Integer({ minimum: 1 }),
  lastMessage: Type.String(),
  firstSeen: Type.String(),
  lastSeen: Type.String(),
});
export type RemoteFailureCount = Static<typeof RemoteFailureCount>;

export const RemoteFailureStatus = Type.Object({
  success: Type.Literal(true),
  failures: Type.Array(RemoteFailureCount),
});
export type RemoteFailureStatus = Static<typeof RemoteFailureStatus>;
