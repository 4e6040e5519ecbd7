import type { ComponentType } from "react";
import type { IslandName } from "./island-names";

/**
 * A part of a public page that runs in the browser (decision 072): the server renders the
 * component inside a wrapper naming it, with its props as JSON; on a page served as
 * islands, app/islands/entry.client.tsx hydrates the wrapper with the same component and
 * props. Props must survive JSON (no functions, no dates). The wrapper is `display:
 * contents`, so the page's layout does not see it. On pages React Router still hydrates,
 * it is an ordinary element of the tree.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const json = Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
  return (
    <div data-island={name} data-props={json} style={{ display: "contents" }}>
      <Component {...props} />
    </div>
  );
}
