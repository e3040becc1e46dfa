/**
 * Sign-in with Google: OpenID Connect ID-token verification against a configured issuer.
 *
 * The page sends the customer to Google (implicit flow, response_type=id_token) with a random
 * nonce and gets back an ID token: a JWT the issuer signed. Here it is believed only when its
 * signature checks out against the issuer's published keys (JWKS, fetched and cached by jose),
 * it names the configured issuer, it was issued for this shop (audience = the client id), it has
 * not expired (a minute of clock tolerance), it carries the nonce this browser sent (so a token
 * taken from elsewhere cannot be replayed here), and the issuer vouches for the e-mail address.
 * Which customer the e-mail belongs to is the service's business, not this adapter's.
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { sameCode } from '../../lib/random-code';

export interface OidcOptions {
  /** The OAuth client id: ID tokens must name it as their audience. */
  clientId: string;
  /** The issuer ID tokens must name (`iss`). */
  issuer: string;
  /** The issuer's signing keys: the URL they are published at, or the key set itself. */
  jwks: string | JSONWebKeySet;
  /** Seconds of clock difference tolerated on `exp`, `iat` and `nbf` (default 60). */
  clockToleranceSeconds?: number;
  /** How long fetching the keys may take (ms, default 5000). */
  jwksTimeoutMs?: number;
}

/** Who the issuer vouches for: its subject id and a verified, lower-case e-mail. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
}

/** Checks an ID token and the nonce the page sent with the authorization request. */
export type IdTokenVerifier = (idToken: string, nonce: string) => Promise<VerifiedIdentity>;

/** The ID token is not one to believe; `reason` is for the log, never for the client. */
export class IdTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(`ID token rejected: ${reason}`);
    this.name = 'IdTokenRejected';
  }
}

/** The issuer's keys could not be fetched: nothing is wrong with the token or the customer. */
export class IssuerUnavailable extends Error {
  constructor(cause: unknown) {
    super('the OpenID Connect issuer could not be reached', { cause });
    this.name = 'IssuerUnavailable';
  }
}

/** Google signs its ID tokens with RS256; ES256 serves other issuers. Never `none` or HMAC. */
const ALGORITHMS = ['RS256', 'ES256'];

/** Google's tokens name their issuer with or without the scheme (its OpenID Connect guide). */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

function identityOf(payload: JWTPayload, nonce: string): VerifiedIdentity {
  const claimedNonce = payload.nonce;
  if (typeof claimedNonce !== 'string' || !sameCode(claimedNonce, nonce)) {
    throw new IdTokenRejected('nonce does not match');
  }
  if (payload.email_verified !== true) throw new IdTokenRejected('e-mail not verified');
  const email = payload.email;
  if (typeof email !== 'string' || !email.includes('@')) {
    throw new IdTokenRejected('no e-mail');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new IdTokenRejected('no subject');
  }
  return { subject: payload.sub, email: email.trim().toLowerCase() };
}

export function createIdTokenVerifier(options: OidcOptions): IdTokenVerifier {
  const keys =
    typeof options.jwks === 'string'
      ? createRemoteJWKSet(new URL(options.jwks), {
          timeoutDuration: options.jwksTimeoutMs ?? 5000,
        })
      : createLocalJWKSet(options.jwks);
  const verifyOptions = {
    issuer: acceptedIssuers(options.issuer),
    audience: options.clientId,
    algorithms: ALGORITHMS,
    clockTolerance: options.clockToleranceSeconds ?? 60,
    requiredClaims: ['exp', 'iat', 'sub'],
  };
  return async (idToken, nonce) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, verifyOptions));
    } catch (error) {
      // A timeout or a failed fetch of the keys says nothing about the token.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new IssuerUnavailable(error);
      }
      throw new IdTokenRejected(error.code);
    }
    return identityOf(payload, nonce);
  };
}
