import type { DemoCategoryKey } from "../demo-content.server";
import type { DemoCategoryTranslation, DemoPostTranslation } from "../demo-translations.server";

export const azCategories = {} as Record<DemoCategoryKey, DemoCategoryTranslation>;
export const azPosts: Record<string, DemoPostTranslation> = {};
