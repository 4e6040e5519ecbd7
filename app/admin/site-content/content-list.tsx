import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import type { ContentChange } from "./content-requests";
import { thumbnailOf } from "./content-forms";
import { thumbnailUrl } from "../../../common/media-address";
import { useMutation } from "~/admin/ui/route-data";
import { type ContentItem, contentItemTitle } from "../../../common/content/items";
import type { ContentKind } from "../../../common/content/kinds";
import { languages } from "../../../common/i18n/languages";
import { buttonStyles, DeleteRowButton } from "~/admin/ui/buttons";

const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;

/**
 * A kind's items in the site's order: drag a row by its handle (mouse, touch, or Space and
 * the arrow keys) or use its up and down buttons; `onMove` gets the new position. Each row
 * shows and switches its visibility and says which languages it lacks. Without `onMove` (a
 * fixed kind's items, decision 040) rows are only opened for editing.
 */
export function ContentList({
  kind,
  items,
  busy,
  onMove,
  onDelete,
}: {
  kind: ContentKind;
  items: ContentItem[];
  busy: boolean;
  onMove?: (from: number, to: number) => void;
  /** Absent for a role that may not delete this kind. */
  onDelete?: (item: ContentItem) => void;
}) {
  const { t } = useTranslation("admin");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate._id === id);
    return item ? contentItemTitle(item) || t("content.list.untitled") : "";
  };
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item._id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("content.drag.pickedUp", { title: titleOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("content.drag.movedTo", { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t("content.drag.dropped", { title: titleOf(active.id), position: positionOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t("content.drag.cancelled", { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove?.(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("content.drag.instructions") } }}
    >
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t("content.list.label")} aria-busy={busy} className={`space-y-2 ${busy ? "opacity-70" : ""}`}>
          {items.map((item, index) => (
            <ContentRow
              key={item._id}
              kind={kind}
              item={item}
              title={contentItemTitle(item) || t("content.list.untitled")}
              first={index === 0}
              last={index === items.length - 1}
              onMove={onMove && ((step) => onMove(index, index + step))}
              onDelete={onDelete && (() => onDelete(item))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function ContentRow({
  kind,
  item,
  title,
  first,
  last,
  onMove,
  onDelete,
}: {
  kind: ContentKind;
  item: ContentItem;
  title: string;
  first: boolean;
  last: boolean;
  onMove?: (step: -1 | 1) => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation("admin");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item._id,
  });
  const thumbnail = thumbnailOf(kind, item.fields);
  const editPath = `/admin/content/${kind}/${encodeURIComponent(item._id)}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item-id={item._id}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900 ${
        isDragging ? "relative z-10 shadow-lg ring-2 ring-brand-500" : ""
      }`}
    >
      {onMove && (
        <div className="flex items-center">
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={t("content.list.drag", { title })}
            className="cursor-grab touch-none rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing dark:hover:bg-slate-800"
          >
            <GripVertical aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="flex flex-col">
            <button
              type="button"
              disabled={first}
              onClick={() => onMove(-1)}
              aria-label={t("content.list.moveUp", { title })}
              title={t("content.list.moveUp", { title })}
              className="inline-flex size-7 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-slate-800"
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              disabled={last}
              onClick={() => onMove(1)}
              aria-label={t("content.list.moveDown", { title })}
              title={t("content.list.moveDown", { title })}
              className="inline-flex size-7 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-slate-800"
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </div>
      )}
      {thumbnail && (
        <img
          src={thumbnailUrl(thumbnail)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
        />
      )}
      <div className="min-w-0 flex-1 basis-40 space-y-1">
        <Link
          to={editPath}
          className="block font-semibold [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 dark:text-white"
        >
          {title}
        </Link>
        {item.missingLanguages.length > 0 && (
          <p className="flex flex-wrap items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            <span>{t("content.list.missing")}</span>
            {item.missingLanguages.map((code) => (
              <abbr
                key={code}
                title={languageName(code)}
                data-missing-language={code}
                className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 no-underline dark:bg-amber-900/60 dark:text-amber-100"
              >
                {code.toUpperCase()}
              </abbr>
            ))}
          </p>
        )}
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
        {onMove && <VisibilitySwitch item={item} title={title} />}
        <Link to={editPath} className={buttonStyles.icon} aria-label={t("content.list.editNamed", { title })}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t("common.edit")}
        </Link>
        {onDelete && <DeleteRowButton label={t("content.list.deleteNamed", { title })} onClick={onDelete} />}
      </div>
    </li>
  );
}

/** Shows or hides an item at once; each row has its own request, so several can switch together. */
function VisibilitySwitch({ item, title }: { item: ContentItem; title: string }) {
  const { t } = useTranslation("admin");
  const switching = useMutation<ContentChange, unknown>({
    onFailure: (message) => toast.error(message ?? t("content.list.visibilityError")),
  });
  const pending = switching.pending?.intent === "visible" ? switching.pending.visible : undefined;
  const visible = pending ?? item.visible;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={visible}
      aria-label={t("content.list.visibleNamed", { title })}
      onClick={() => void switching.submit({ intent: "visible", id: item._id, visible: !visible })}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 shrink-0 rounded-full transition-colors ${
          visible ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-600"
        }`}
      >
        <span
          className={`absolute top-0.5 left-0.5 h-4 w-4 rounded-full bg-white shadow transition-transform ${
            visible ? "translate-x-4" : ""
          }`}
        />
      </span>
      {/* Both words share one cell, so the switch keeps its place as it turns, whatever the language. */}
      <span className="grid text-left">
        <span className={`col-start-1 row-start-1 ${visible ? "" : "invisible"}`}>{t("content.list.shown")}</span>
        <span className={`col-start-1 row-start-1 ${visible ? "invisible" : ""}`}>{t("content.list.hidden")}</span>
      </span>
    </button>
  );
}
