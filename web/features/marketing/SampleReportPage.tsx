import { Printer } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { renderReport } from '../../../core/report/render';
import { sampleReport } from '../../../core/report/sample';
import { SAMPLE_DATE, SAMPLE_NOTICE, sampleProfile } from '../../../core/report/sample-profile';
import { routeTable } from '../../../core/routes';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';

const route = routeTable.find((r) => r.path === '/sample-report')!;

/** The sample report, drawn by the same renderer as every generated report. */
export default function SampleReportPage() {
  usePageMeta({ title: route.title, description: route.description });
  const html = useMemo(
    () =>
      renderReport({
        reportId: sampleReport.reportId,
        profile: sampleProfile(),
        generatedAt: SAMPLE_DATE,
        sampleNotice: SAMPLE_NOTICE,
      }),
    [],
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(1600);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {brand.product} report
          </p>
          <h1 className="mt-2 text-3xl font-bold text-white sm:text-4xl">{route.heading}</h1>
          <p className="mt-2 max-w-2xl text-slate-300">
            Every brand in the Intelligence Platform has a report like this one, generated from its portfolio
            in one click. This sample uses a fictional brand.
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => frame.current?.contentWindow?.print()}
        >
          <Printer className="size-4" aria-hidden /> Print
        </button>
      </div>
      <iframe
        ref={frame}
        title={`Sample ${brand.product} report for ${sampleReport.brandName}`}
        srcDoc={html}
        onLoad={() => {
          const doc = frame.current?.contentDocument;
          if (doc) setHeight(doc.documentElement.scrollHeight + 8);
        }}
        style={{ height }}
        className="mt-8 w-full rounded-xl border border-ink-700 bg-white"
      />
      <div className="mt-12 rounded-2xl border border-accent-400/30 bg-accent-400/5 p-8 text-center">
        <h2 className="text-2xl font-bold text-white">Get this report for any brand</h2>
        <p className="mt-2 text-slate-300">Search a brand in the Intelligence Platform and press Report.</p>
        <Link to="/search" className={buttonClass('primary', 'lg', 'mt-6')}>
          Try Intelligence Tool
        </Link>
      </div>
    </div>
  );
}
