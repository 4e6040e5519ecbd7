import Image from "@tiptap/extension-image";
import { EditorContent, type Editor, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  CodeXml,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fallbackLanguage } from "../../../common/i18n/languages";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";
import { MediaPicker } from "~/admin/ui/media-picker";

/**
 * The rich text editor of posts and simple pages (Tiptap): headings, bold, italic, lists,
 * links, quotes, code and images from the media library; it produces the HTML the API
 * stores (and sanitises). The HTML view shows and edits that HTML directly.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  /** The editing area's accessible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation("admin");
  const [showHtml, setShowHtml] = useState(false);
  /** The HTML the editor last reported, to tell its own changes from a value set outside. */
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "admin-prose min-h-96 px-4 py-3 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? "" : current.getHTML();
      onChange(emitted.current);
    },
  });
  // A value set from outside (a revision taken back into the form) replaces what it shows.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white dark:bg-slate-900 ${invalid ? "border-red-500" : "border-slate-300 dark:border-slate-600"}`}
    >
      {editor && (
        <Toolbar
          editor={editor}
          showHtml={showHtml}
          onToggleHtml={() => {
            if (showHtml) editor.commands.setContent(value || "", { emitUpdate: false });
            setShowHtml(!showHtml);
          }}
        />
      )}
      {showHtml ? (
        <textarea
          aria-label={t("editor.htmlSource")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={15}
          spellCheck={false}
          className={`${inputStyles} rounded-none border-0 font-mono text-xs`}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}

function Toolbar({ editor, showHtml, onToggleHtml }: { editor: Editor; showHtml: boolean; onToggleHtml: () => void }) {
  const { t } = useTranslation("admin");
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [picking, setPicking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      code: current.isActive("code"),
      codeBlock: current.isActive("codeBlock"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const button = (
    label: string,
    icon: React.ReactNode,
    active: boolean | undefined,
    run: () => void,
    disabled = false,
  ) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled || showHtml}
      onClick={run}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-brand-100"
    >
      {icon}
    </button>
  );
  const icon = (Icon: typeof Bold) => <Icon aria-hidden="true" className="h-4 w-4" />;
  const chain = () => editor.chain().focus();

  // Not a <form>: the editor sits inside the post form, and forms cannot nest.
  function applyLink() {
    const href = linkUrl.trim();
    if (href) chain().extendMarkRange("link").setLink({ href }).run();
    else chain().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  }

  return (
    <div className="border-b border-slate-200 dark:border-slate-700">
      <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap items-center gap-0.5 p-1.5">
        {button(t("editor.heading2"), icon(Heading2), state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button(t("editor.heading3"), icon(Heading3), state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button(t("editor.bold"), icon(Bold), state.bold, () => chain().toggleBold().run())}
        {button(t("editor.italic"), icon(Italic), state.italic, () => chain().toggleItalic().run())}
        {button(t("editor.bulletList"), icon(List), state.bulletList, () => chain().toggleBulletList().run())}
        {button(t("editor.orderedList"), icon(ListOrdered), state.orderedList, () => chain().toggleOrderedList().run())}
        {button(t("editor.quote"), icon(Quote), state.blockquote, () => chain().toggleBlockquote().run())}
        {button(t("editor.code"), icon(Code), state.code, () => chain().toggleCode().run())}
        {button(t("editor.codeBlock"), icon(CodeXml), state.codeBlock, () => chain().toggleCodeBlock().run())}
        {button(t("editor.link"), icon(Link2), state.link, () => {
          const href: unknown = editor.getAttributes("link").href;
          setLinkUrl(typeof href === "string" ? href : "");
          setLinkOpen((open) => !open);
        })}
        {button(t("editor.image"), icon(ImagePlus), undefined, () => setPicking(true))}
        {button(t("editor.undo"), icon(Undo2), undefined, () => chain().undo().run(), !state.canUndo)}
        {button(t("editor.redo"), icon(Redo2), undefined, () => chain().redo().run(), !state.canRedo)}
        <button
          type="button"
          aria-pressed={showHtml}
          onClick={onToggleHtml}
          className={`${buttonStyles.icon} ml-auto aria-pressed:bg-brand-50 aria-pressed:text-brand-700`}
        >
          {t("editor.html")}
        </button>
      </div>
      {linkOpen && (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
          <input
            type="url"
            autoFocus
            value={linkUrl}
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
            placeholder="https://"
            aria-label={t("editor.linkUrl")}
            className={`${inputStyles} flex-1`}
          />
          <button type="button" onClick={applyLink} className={buttonStyles.primary}>
            {t("editor.applyLink")}
          </button>
          <button type="button" onClick={() => setLinkOpen(false)} className={buttonStyles.secondary}>
            {t("common.cancel")}
          </button>
        </div>
      )}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        // Posts are written in English for now: the image says what its English text says.
        onPick={(item) => chain().setImage({ src: item.url, alt: item.alt[fallbackLanguage] }).run()}
      />
    </div>
  );
}
