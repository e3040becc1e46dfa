// The outbox's messages that billing does not compose itself, by kind: the desk's protocols and
// its alternatives to a conflict order.
// Everything that sends the outbox (the API after a change and in its sweep, the staff tool)
// passes these, so every message goes out whoever sends it.
import type { OutboxComposer } from '../modules/billing';
import { ALTERNATIVE_MESSAGE, composeAlternativeMessage } from '../modules/desk-conflict';
import { composeProtocolMessage, PROTOCOL_MESSAGE } from '../modules/desk-protocol';

export const OUTBOX_COMPOSERS: Readonly<Record<string, OutboxComposer>> = {
  [PROTOCOL_MESSAGE]: composeProtocolMessage,
  [ALTERNATIVE_MESSAGE]: composeAlternativeMessage,
};
