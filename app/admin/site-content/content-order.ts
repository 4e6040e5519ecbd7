import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "~/admin/ui/route-data";
import { toast } from "~/components/ui/toast";
import type { ContentItem } from "../../../common/content/items";
import { type ContentChange, moveId } from "./content-requests";

/**
 * A kind's items in the order staff give them: a new order shows at once and is saved in
 * the background through the page's action; if the save fails, the old order comes back.
 */
export function useContentOrder(items: ContentItem[]) {
  const { t } = useTranslation("admin");
  // The order staff chose, shown until the server's list has it (or refused it).
  const [order, setOrder] = useState<string[]>();
  const ordering = useMutation<ContentChange, unknown>({
    onDone: () => setOrder(undefined),
    onFailure: (message) => {
      setOrder(undefined);
      toast.error(message ?? t("content.list.orderError"));
    },
  });
  const byId = new Map(items.map((item) => [item._id, item]));
  const shown = order ? order.flatMap((id) => byId.get(id) ?? []) : items;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    const ids = moveId(
      shown.map((item) => item._id),
      from,
      to,
    );
    setOrder(ids);
    void ordering.submit({ intent: "order", ids });
  };
  return { shown, move, saving: ordering.busy };
}
