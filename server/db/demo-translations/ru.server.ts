import type { DemoCategoryKey } from "../demo-content.server";
import type { DemoCategoryTranslation, DemoPostTranslation } from "../demo-translations.server";

export const ruCategories = {} as Record<DemoCategoryKey, DemoCategoryTranslation>;
export const ruPosts: Record<string, DemoPostTranslation> = {};
