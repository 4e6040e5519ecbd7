import { useEffect, useState } from "react";
import { useMediaQuery } from "~/components/ui/use-media-query";

export const sidebarStorageKey = "adminSidebarCollapsed";

/**
 * The sidebar's two states: collapsed to an icon rail on wider screens (remembered in this
 * browser), and open as a drawer on a phone (Escape closes it).
 */
export function useSidebarState() {
  const wide = useMediaQuery("(min-width: 768px)");
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(sidebarStorageKey) === "true");
  useEffect(() => localStorage.setItem(sidebarStorageKey, String(collapsed)), [collapsed]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [drawerOpen]);
  return {
    wide,
    collapsed,
    toggleCollapsed: () => setCollapsed((value) => !value),
    // The rail is a wide-screen choice; the phone's drawer always shows the names.
    rail: collapsed && wide,
    drawerOpen,
    openDrawer: () => setDrawerOpen(true),
    closeDrawer: () => setDrawerOpen(false),
  };
}

export type SidebarState = ReturnType<typeof useSidebarState>;
