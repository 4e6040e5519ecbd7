import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
function Menu() { const [open, setOpen] = useState(false); return <button aria-expanded={open} onClick={() => setOpen(!open)}>Menu</button>; }
for (const el of document.querySelectorAll("[data-island=menu]")) hydrateRoot(el, <Menu />);
