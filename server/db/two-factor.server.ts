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

/** Turns two-factor sign-in on, with `step` used up and these recovery codes replacing any earlier ones. */
export async function enableTwoFactor(
  db: Kysely<DB>,
  userId: string,
  { step, recoveryCodeHashes }: { step: number; recoveryCodeHashes: string[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totpEnabledAt: new Date().toISOString(), totpLastStep: step })
      .where("id", "=", userId)
      .execute();
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
