// Words of SPEC.md (and of the issues where it has none) that a screen shows itself, besides the
// schema or service that reports them. Plain strings, no zod: the pages use them without
// downloading the schemas (src/shared/schemas/* import them from here).

export const PROJECT_REQUIRED = 'Please select a project';
export const WEEK_LOCKED = 'This week is approved and locked';
export const DURATION_HINT = 'Enter a duration like 1:30, 90m or 1.5h';

export const REPORT_TYPE_REQUIRED = 'Please select a report type';
export const REPORT_FIELDS_REQUIRED = 'Please select at least one field';
export const CUSTOM_RANGE_REQUIRED = 'Choose the first and last day of a custom range';

export const NO_TEMPLATES_FOUND = 'No templates found matching your criteria';
