import { Tooltip } from '../../ui/tooltip';

const deals = (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'}`;

/**
 * How complete a view's portfolio is. The dataset does not yet hold every deal of any brand,
 * property or athlete, so every view with deals says its figures rest on the deals on file (a view
 * without any says so in its own words).
 */
export function CoverageNote({ name, onFile, running }: { name: string; onFile: number; running: number }) {
  if (!onFile) return null;
  return (
    <Tooltip
      content={`Our dataset holds ${deals(onFile)} of ${name} (${running} running). It does not yet hold every deal, so the scores, values and shares on this page rest on the deals on file.`}
    >
      <span className="inline-flex items-center rounded-full bg-amber-500/15 px-2.5 py-0.5 text-amber-200">
        Partial: {deals(onFile)} on file
      </span>
    </Tooltip>
  );
}
