import type { Kysely } from "kysely";
import type { DB } from "./schema.server";

/** Keeps a new secret for the user to confirm; their two-factor sign-in is not on until then. */
export async function startTwoFactorEnrolment(db: Kysely<DB>, userId: string, secret: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
    .where("id", "=", userId)
    .execute();
}

/**
 * Turns two-factor sign-in on, with `step` used up and these recovery codes replacing any
 * earlier ones. Every other session of the user ends (one signed in with the password alone
 * could be a stranger's); `keepSession`, the device turning it on, stays and becomes a full
 * session if it could only set up two-factor sign-in (decision 048).
 */
export async function enableTwoFactor(
  db: Kysely<DB>,
  userId: string,
  { step, recoveryCodeHashes, keepSession }: { step: number; recoveryCodeHashes: string[]; keepSession: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totpEnabledAt: new Date().toISOString(), totpLastStep: step, totpFailures: 0, totpRetryAt: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("sessions").where("userId", "=", userId).where("id", "!=", keepSession).execute();
    await trx.updateTable("sessions").set({ setupOnly: 0 }).where("id", "=", keepSession).execute();
    await trx.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
    await trx
      .insertInto("recoveryCodes")
      .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })))
      .execute();
  });
}

export async function disableTwoFactor(db: Kysely<DB>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  });
}

/**
 * Accepts a code's time step once: only a step later than the last accepted one is taken,
 * in one UPDATE, so the same code sent twice (or by two instances at once) works once.
 */
export async function acceptTotpStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totpLastStep: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totpLastStep", "is", null), eb("totpLastStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Uses up one recovery code; false when the user has no such code (left). */
export async function spendRecoveryCode(db: Kysely<DB>, userId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("recoveryCodes")
    .where("userId", "=", userId)
    .where("codeHash", "=", codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countRecoveryCodes(db: Kysely<DB>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom("recoveryCodes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Second-step codes an account may try before each further one waits (decision 048). */
export const freeCodeAttempts = 5;
const firstCodeDelayMs = 30_000;
const longestCodeDelayMs = 60 * 60_000;

/** The wait after `failures` codes: none for the first four, then 30 s, doubling up to an hour. */
export function codeRetryDelayMs(failures: number): number {
  if (failures < freeCodeAttempts) return 0;
  return Math.min(firstCodeDelayMs * 2 ** (failures - freeCodeAttempts), longestCodeDelayMs);
}

/**
 * Takes one second-step attempt for the user before the code is checked, counted as a
 * failure until `clearCodeFailures` says it was right. Answers when the next attempt may be
 * made if none may be now. The count moves by one conditional UPDATE on the value read, so
 * codes sent at once (to one instance or several) each take their own attempt: no more
 * than five are checked before the wait begins.
 */
export async function takeCodeAttempt(db: Kysely<DB>, userId: string): Promise<{ retryAt?: Date }> {
  for (;;) {
    const row = await db
      .selectFrom("users")
      .select(["totpFailures", "totpRetryAt"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!row) return {};
    const now = Date.now();
    const retryAt = row.totpRetryAt ? new Date(row.totpRetryAt) : undefined;
    if (retryAt && retryAt.getTime() > now) return { retryAt };
    const failures = Number(row.totpFailures) + 1;
    const delay = codeRetryDelayMs(failures);
    const result = await db
      .updateTable("users")
      .set({ totpFailures: failures, totpRetryAt: delay ? new Date(now + delay).toISOString() : null })
      .where("id", "=", userId)
      .where("totpFailures", "=", failures - 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return {};
    // Another attempt counted first: read the count again.
  }
}

/** A right code: the user's count of failed second-step attempts starts again. */
export async function clearCodeFailures(db: Kysely<DB>, userId: string): Promise<void> {
  await db.updateTable("users").set({ totpFailures: 0, totpRetryAt: null }).where("id", "=", userId).execute();
}

/** Whether a two-factor challenge has signed in already. */
export async function isChallengeSpent(db: Kysely<DB>, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom("spentChallenges").select("id").where("id", "=", id).executeTakeFirst());
}

/**
 * Marks a two-factor challenge as having signed in; false when it already has, so a
 * challenge signs in once, even sent to two instances at once (the insert of its id is the
 * one that decides). Spent challenges are kept until they expire, then pruned.
 */
export async function spendChallenge(db: Kysely<DB>, id: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom("spentChallenges").where("expiresAt", "<=", new Date().toISOString()).execute();
  const result = await db
    .insertInto("spentChallenges")
    .values({ id, expiresAt: expiresAt.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
