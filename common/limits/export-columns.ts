/**
 * Column names an export request may carry. Records may hold thousands of fields and an export is
 * never refused for its width: the bound is far above any record the grid can show (10,000-field
 * records are tested) and only caps the input's size, with names of at most 500 characters.
 * Shared, so the renderer can stay within it without loading the contract's schemas.
 */
export const MAX_EXPORT_COLUMNS = 100_000;
