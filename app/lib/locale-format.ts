// The formats live in `common/` since the server writes them too (service brochures); the
// screens keep importing them from here.
export * from "../../common/locale-format";
