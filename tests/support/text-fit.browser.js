// Runs in the page (see text-fit.ts). Plain JavaScript read as text, so that no build step
// adds helpers to it that the page does not have. It is one expression, the function itself:
// eslint-disable-next-line @typescript-eslint/no-unused-expressions
({ unbrokenWords } = {}) => {
  const misfits = [];
  const describe = (element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")}`;
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    const widest = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .at(-1);
    misfits.push({
      kind: "page overflows",
      element: widest ? describe(widest) : "?",
      text: widest?.textContent?.trim().slice(0, 60) ?? "",
      by: root.scrollWidth - root.clientWidth,
    });
  }
  const canvas = document.createElement("canvas").getContext("2d");
  // Conditions cheapest first: most elements hold no text of their own or fit their box,
  // and are passed over before their computed style is asked for.
  const shown = (element, style) =>
    !element.closest(".sr-only, svg, script, style, template") &&
    style.display !== "none" &&
    style.visibility !== "hidden" &&
    element.getClientRects().length > 0;
  for (const element of document.body.querySelectorAll("*")) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (!element.placeholder || element.value || !(element instanceof HTMLInputElement)) continue;
      const style = getComputedStyle(element);
      if (!shown(element, style)) continue;
      canvas.font = style.font;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = canvas.measureText(element.placeholder).width;
      if (needed > room + 1)
        misfits.push({
          kind: "placeholder cut",
          element: describe(element),
          text: element.placeholder,
          by: Math.round(needed - room),
        });
      continue;
    }
    // A box of a pixel or none is visually hidden (`sr-only` below a breakpoint), not cut.
    if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth <= 1) continue;
    // Only elements that hold text of their own: a wrapper is judged by its children.
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    if (!ownText) continue;
    const style = getComputedStyle(element);
    if (!shown(element, style) || /auto|scroll/.test(style.overflowX) || style.display === "inline") continue;
    misfits.push({
      kind: "text clipped",
      element: describe(element),
      text: element.textContent.trim().slice(0, 60),
      by: element.scrollWidth - element.clientWidth,
    });
  }
  // Words that must never be broken across lines (a table's headings, the admin's brand):
  // a word whose letters lie on two lines was cut inside it. Hyphens, slashes and dashes
  // are places a line may break, so they end a word here.
  if (unbrokenWords) {
    const range = document.createRange();
    for (const holder of document.querySelectorAll(unbrokenWords)) {
      if (holder.closest(".sr-only") || holder.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent.matchAll(/[^\s\-/\u2013\u2014]{2,}/g)) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1)
            misfits.push({ kind: "word broken", element: describe(holder), text: match[0], by: lines.size - 1 });
        }
      }
    }
  }
  return misfits;
};
