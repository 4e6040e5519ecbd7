// `npm run admin -- <command>`: manages staff accounts from the command line.
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfigFromEnvironment } from "../config.server";
import { migrateToLatest, openDatabase } from "../db/database.server";
import { createUser, findUserByEmail, listUsers, setUserPassword } from "../db/users.server";
import { passwordWeaknessInEnglish, type PasswordOwner } from "../password-strength.server";
import { generatePassword } from "../passwords.server";

const usage = `Usage:
  npm run admin -- list
  npm run admin -- create --email EMAIL [--name NAME] [--password PASSWORD]
  npm run admin -- reset-password --email EMAIL [--password PASSWORD]
Without --password a strong password is generated and printed once.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
});

const email = z.email("--email must be an email address");
const password = z.string().min(10, "--password must be at least 10 characters");

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fail(result.error.issues[0]!.message);
}

const config = loadConfigFromEnvironment();
const database = openDatabase(config);
const { db } = database;
try {
  await migrateToLatest(db);
  const command = positionals[0];
  const chosenPassword = async (owner: PasswordOwner) => {
    if (!values.password) return generatePassword();
    const weakness = await passwordWeaknessInEnglish(parse(password, values.password), owner);
    return weakness ? fail(`--password is refused: ${weakness}`) : values.password;
  };
  if (command === "list") {
    for (const user of await listUsers(db)) console.log(`${user.email}\t${user.name}\t${user.role}`);
  } else if (command === "create") {
    const address = parse(email, values.email);
    if (await findUserByEmail(db, address)) fail(`A user with the email ${address} already exists.`);
    const name = values.name?.trim() || "Admin";
    const secret = await chosenPassword({ email: address, name });
    const user = await createUser(db, { name, email: address, password: secret });
    console.log(`Created ${user.email}${values.password ? "" : ` with the password: ${secret}`}`);
  } else if (command === "reset-password") {
    const address = parse(email, values.email);
    const user = (await findUserByEmail(db, address)) ?? fail(`No user has the email ${address}.`);
    const secret = await chosenPassword(user);
    await setUserPassword(db, user.id, secret);
    console.log(`Password changed for ${address}${values.password ? "" : `: ${secret}`}`);
  } else {
    fail(command ? `Unknown command: ${command}` : "No command given.");
  }
} finally {
  await database.close();
}
