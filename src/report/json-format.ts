// The version of every JSON report (compare and check, the staff report, the pull-request report): bumped
// when a field changes meaning or goes away, not when one is added. Each has a JSON Schema in schema/.
export const JSON_FORMAT_VERSION = 1;
