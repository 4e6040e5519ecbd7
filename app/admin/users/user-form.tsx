import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { useMutation } from "~/admin/ui/route-data";
import type { UserChange } from "./user-requests";
import { limits } from "../../../common/fields";
import { minPasswordLength, roles, type UserInput, userInputSchema, type UserWithPassword } from "../../../common/user";
import { Field, fieldProps, FormAlert, ModalFormActions } from "~/admin/ui/form-controls";

/**
 * A new staff account: name, email, role, and a password the admin chooses or leaves empty
 * for the server to make. A refused save keeps what was typed and says why.
 */
export function UserForm({ onSaved, onCancel }: { onSaved: (answer: UserWithPassword) => void; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  const saving = useMutation<UserChange, UserWithPassword>({ onDone: onSaved });
  const busy = saving.busy;
  const failure = saving.failure;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof userInputSchema>, unknown, UserInput>({
    resolver: zodResolver(userInputSchema),
    defaultValues: { name: "", email: "", role: "editor", password: "" },
  });
  const control = fieldProps(register, errors, "user-");

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => void saving.submit({ intent: "create", input }))}
      className="mt-4 space-y-4"
    >
      {failure && <FormAlert message={failure.message ?? t("users.saveError")} />}
      <Field label={t("users.form.name")} htmlFor="user-name" error={errors.name?.message}>
        <input type="text" autoFocus autoComplete="off" maxLength={limits.name} {...control("name")} />
      </Field>
      <Field label={t("users.form.email")} htmlFor="user-email" error={errors.email?.message}>
        <input type="email" autoComplete="off" maxLength={limits.email} {...control("email")} />
      </Field>
      <Field
        label={t("users.form.role")}
        htmlFor="user-role"
        error={errors.role?.message}
        hint={t("users.form.roleHint")}
      >
        <select {...control("role")}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t("users.form.password")}
        htmlFor="user-password"
        error={errors.password?.message}
        hint={t("users.form.passwordHint", { count: minPasswordLength })}
      >
        <input type="password" autoComplete="new-password" maxLength={limits.password} {...control("password")} />
      </Field>
      <ModalFormActions busy={busy} submitLabel={t("users.create")} onCancel={onCancel} />
    </form>
  );
}
