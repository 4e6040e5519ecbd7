/**
 * How sanitised rich text reads on a public page (a post's content, a simple page's body):
 * Tailwind classes for the elements the sanitiser allows.
 */
export const richTextClass = [
  "text-lg leading-8 text-slate-700 dark:text-slate-300",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic",
  // Inline code only: a code block's `code` takes its block's colours (no bar behind each line).
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:text-base dark:[&_:not(pre)>code]:bg-slate-800",
  // Code wraps rather than scrolling sideways: no region a keyboard user cannot reach on a phone.
  // Light in the light theme, dark in the dark one; the tokens' colours are in app.css.
  "[&_pre]:mt-5 [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere] [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-slate-200 [&_pre]:bg-slate-50 [&_pre]:p-4 [&_pre]:text-base [&_pre]:leading-7 [&_pre]:text-slate-800",
  "dark:[&_pre]:border-slate-800 dark:[&_pre]:bg-slate-900 dark:[&_pre]:text-slate-100",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
].join(" ");
