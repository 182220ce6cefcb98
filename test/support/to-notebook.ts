// A notebook as Jupyter writes it, from code: for tests that compare a notebook with a .py file.

/** A notebook as Jupyter writes it (indent 1, one JSON string per source line), code split at blank lines. */
export function toNotebook(code: string, options: { kernel?: string; output?: string } = {}): string {
  const blocks = code.split(/\n\n+/).filter((block) => block.trim() !== '');
  const lines = (text: string) => text.split(/(?<=\n)/);
  const cells = blocks.flatMap((block, i) => [
    { cell_type: 'markdown', id: `m${i}`, metadata: {}, source: lines(`## Step ${i}\nimport os\n`) },
    {
      cell_type: 'code',
      execution_count: i + 1,
      id: `c${i}`,
      metadata: {},
      outputs: [
        {
          name: 'stdout',
          output_type: 'stream',
          text: lines(options.output ?? 'def hidden(x):\n    return x\n'),
        },
      ],
      source: lines(block),
    },
  ]);
  const kernel = options.kernel ?? 'python';
  const metadata = {
    kernelspec: { display_name: kernel, language: kernel, name: kernel },
    language_info: { name: kernel },
  };
  return JSON.stringify({ cells, metadata, nbformat: 4, nbformat_minor: 5 }, null, 1) + '\n';
}
