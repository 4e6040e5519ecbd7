/** The contact page's card: the form's box and each info card. */
export const contactCard =
  "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";
