// Picks the renderer the --format option asks for.
import type { CheckResult } from '../check/types.js';
import { renderCsv } from '../report/render-csv.js';
import { renderJson } from '../report/render-json.js';
import { renderText } from '../report/render-text.js';
import type { CheckOptions } from './check-options.js';

export function renderReport(result: CheckResult, options: Pick<CheckOptions, 'format' | 'top'>): string {
  switch (options.format) {
    case 'json':
      return renderJson(result);
    case 'csv':
      return renderCsv(result);
    case 'text':
      return renderText(result, { maxPairs: options.top, detailedPairs: 5 });
  }
}
