import type { Role } from '../../shared/contract/channels.js';
import { MAX_ASSET_BASE64, MAX_ENCOUNTER_DOCUMENT_CHARS } from '../../shared/contract/contract.js';

/**
 * The web host's limits against bad clients (ADR 0012). Sizes are bytes on the wire.
 */

/** Frames the WebSocket layer accepts at all (larger ones close the socket with 1009). */
export const MAX_FRAME_BYTES: Record<Role, number> = {
  /**
   * Room for one imported image (base64) or one imported encounter document (JSON-escaped inside the
   * request, at worst twice its length), plus the envelope.
   */
  gm: Math.max(MAX_ASSET_BASE64, 2 * MAX_ENCOUNTER_DOCUMENT_CHARS) + (1 << 16),
  /**
   * Far above any player request: between MAX_MESSAGE_BYTES.player and this an oversized request
   * gets a structured reply; past it ws refuses the frame from its header, before reading (or
   * unmasking: ~13 ms a MB in JavaScript here) its payload.
   */
  player: 64 << 10,
};

/** Requests the bridge reads; larger ones get BAD_MESSAGE without being decoded. */
export const MAX_MESSAGE_BYTES: Record<Role, number> = {
  gm: MAX_FRAME_BYTES.gm,
  /** Player channels (`app.info`, `player.state`) take an empty payload: ~60 bytes. */
  player: 4 * 1024,
};

/** Deepest bracket nesting a request may have; no request of the contract comes near it. */
export const MAX_NESTING = 64;

/**
 * Most keys one object of a request may have. V8 parses an object of 200k distinct keys in ~0.5 s
 * (dictionary mode); the largest objects of the contract (catalogue records) have a few hundred.
 */
export const MAX_OBJECT_KEYS = 10_000;

/**
 * A socket whose backlog would pass this is closed (1008): it is not reading. Pushes are deltas of
 * a few KB; one larger frame (a snapshot, an export) may go out on an idle socket.
 */
export const MAX_BUFFERED_BYTES: Record<Role, number> = { gm: 8 << 20, player: 1 << 20 };

/**
 * A socket still has a push in flight while this many newer ones replaced each other: it has not
 * taken a frame for a long while (its kernel buffers are full), so it is closed (1008).
 */
export const MAX_COALESCED_PUSHES = 32;

/** Messages a socket may have waiting to be answered before it is paused (TCP backpressure). */
export const MAX_INBOX = 16;

/** No error reply is larger than this (UTF-16 units of its JSON). */
export const MAX_ERROR_REPLY_CHARS = 4 * 1024;

/** Player sockets: a token bucket of this rate and burst (messages). */
export const PLAYER_RATE = { perSecond: 20, burst: 40 };

/** Refused messages beyond the rate, decaying at the same rate, before the socket is closed (1008). */
export const MAX_RATE_DEBT = 200;

/** How long a socket closed by policy may take to read its close frame before it is cut. */
export const CLOSE_GRACE_MS = 1000;

/** WebSocket close code for a policy violation. */
export const POLICY_CLOSE = 1008;
