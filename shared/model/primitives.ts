import { z } from 'zod';

// The smallest schemas of the model. Rules systems import these (never encounter.ts, commands.ts or
// events.ts, which assemble the systems through the registry: a cycle would leave them undefined).

export const MAX_NAME = 80;
export const MAX_HP = 100_000;
export const MAX_CONDITIONS = 32;

export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected an id of 1–64 letters, digits, - or _');
export const nameSchema = z.string().trim().min(1).max(MAX_NAME);
export const conditionSchema = z.string().trim().min(1).max(40);
export const initiativeSchema = z.number().int().min(-99).max(999).nullable();
/** Asks a dice command for fresh dice instead of its batch's own stream. */
export const saltSchema = z.number().int().min(0).max(0xffffffff);
