import { Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import { site } from "~/lib/site";

/**
 * "See how we work" (its heading and text are the services page's, as staff wrote them): a
 * dialog with a click-to-load preview, titled `dialogTitle` (the process section's heading).
 * Nothing is requested from YouTube until the visitor presses play; then the
 * privacy-enhanced player loads.
 */
export function ProcessVideo({ title, text, dialogTitle }: { title: string; text: string; dialogTitle: string }) {
  const { t } = useTranslation("services");
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const close = () => {
    setOpen(false);
    setPlaying(false);
  };
  return (
    <section aria-labelledby="process-video" className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="process-video" className="text-3xl font-extrabold">
          {title}
        </h2>
        {text && <p className="max-w-2xl text-lg text-slate-300">{text}</p>}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="inline-flex items-center gap-3 rounded-full bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-brand-50"
        >
          <Play aria-hidden="true" className="h-5 w-5 fill-current" />
          {t("video.open")}
        </button>
      </div>
      <Modal open={open} onClose={close} title={dialogTitle} closeLabel={t("video.close")} className="max-w-4xl">
        <div className="mt-4 aspect-video overflow-hidden rounded-xl bg-slate-900">
          {playing ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${site.processVideoId}?autoplay=1&rel=0`}
              title={dialogTitle}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="h-full w-full"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="flex h-full w-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-700 to-slate-900 text-white"
            >
              <span className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-xl">
                <Play aria-hidden="true" className="h-9 w-9 fill-current" />
              </span>
              <span className="text-lg font-semibold">{t("video.play")}</span>
            </button>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("video.consent")}</p>
      </Modal>
    </section>
  );
}
