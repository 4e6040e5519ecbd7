import { hydrate } from "preact";
import { useState } from "preact/hooks";
function Menu() { const [open, setOpen] = useState(false); return <button aria-expanded={open} onClick={() => setOpen(!open)}>Menu</button>; }
for (const el of document.querySelectorAll("[data-island=menu]")) hydrate(<Menu />, el);
