import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "~/admin/ui/route-data";
import { toast } from "~/components/ui/toast";
import type { ContactMessage } from "../../../common/leads";
import type { LeadChangeRequest } from "./lead-requests";

/**
 * Marking contact messages read or unread through the page's action. The change on its way
 * shows at once in `messages`; a refused one is undone by the list loaded again.
 */
export function useContactMessageRead(loaded: ContactMessage[]) {
  const { t } = useTranslation("admin");
  const marking = useMutation<LeadChangeRequest, ContactMessage>({
    onFailure: (message) => toast.error(message ?? t("messages.markError")),
  });
  const pendingRead = marking.pending;
  const messages = loaded.map((message) =>
    message._id === pendingRead?.id && pendingRead.read !== undefined
      ? { ...message, read: pendingRead.read }
      : message,
  );
  const setRead = (id: string, read: boolean) => void marking.submit({ id, read });
  return { messages, setRead };
}

/** Opening a contact message (here or from the notifications) marks it read, once per message opened. */
export function useMarkOpenedRead(open: ContactMessage | undefined, setRead: (id: string, read: boolean) => void) {
  const openUnreadId = open && !open.read ? open._id : undefined;
  const markRead = useEffectEvent((id: string) => setRead(id, true));
  useEffect(() => {
    if (openUnreadId) markRead(openUnreadId);
  }, [openUnreadId]);
}
