// Browser-safe: no Node imports.

/**
 * Where a walk resumes: the server's page token, opaque to every layer but the paging rules here,
 * the renderer's session hook and main's client, which pass it through untouched (contract rule 5:
 * never parsed, built or re-encoded). Layers that only carry it name it by this type.
 */
export type PagePlace = string;
