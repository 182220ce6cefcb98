// RunnerPort over @actions/core: inputs, outputs, logs, workflow-command annotations and the job summary.
import * as core from '@actions/core';
import type { RunnerPort } from './ports.js';

export function createCoreRunner(): RunnerPort {
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    annotate: (annotation) => {
      const properties = {
        title: annotation.title,
        file: annotation.path,
        startLine: annotation.startLine,
        endLine: annotation.endLine,
      };
      if (annotation.level === 'failure') core.error(annotation.message, properties);
      else if (annotation.level === 'notice') core.notice(annotation.message, properties);
      else core.warning(annotation.message, properties);
    },
    notice: (message) => core.notice(message),
    writeSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
    },
  };
}
