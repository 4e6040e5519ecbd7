import { honeypotFieldName } from "../../../common/honeypot";

/**
 * A field hidden from people (and from assistive technology) that bots filling every input
 * fill too; the server answers such a submission as if it worked and keeps nothing.
 */
export function HoneypotField() {
  return (
    <input
      type="text"
      name={honeypotFieldName}
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      className="hidden"
    />
  );
}
