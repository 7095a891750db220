import { FileText } from 'lucide-react';
import { useState } from 'react';
import { relativeTime } from '../../../core/format/relative-time';
import {
  distributionLists,
  type ReportType,
  reportTypes,
  scheduledReports,
} from '../../../core/widgets/enterprise';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { SelectField } from '../../ui/form-field';
import { isSignedOut } from './data/errors';
import { generateEnterpriseReport } from './data/generate-enterprise-report';
import { Panel, SampleTag, SchedulePanel, SubTabs } from './parts';

interface Generated {
  url: string;
  fileName: string;
  type: ReportType;
  at: string;
}

/** Reporting: Generate Report (a real HTML report), Generated Reports (this visit's), Report Preview, Scheduled and Distribution (samples). */
export function ReportingTab() {
  const { user, openAuthDialog } = useAuth();
  const zone = useTimeZone();
  const [type, setType] = useState<ReportType>('Executive Summary');
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<Generated[]>([]);
  const [tab, setTab] = useState('generated');

  const generate = async () => {
    if (!user) {
      openAuthDialog('login');
      return;
    }
    setBusy(true);
    try {
      const res = await generateEnterpriseReport(type);
      setGenerated((g) => [
        { url: res.reportUrl, fileName: res.fileName, type, at: new Date().toISOString() },
        ...g,
      ]);
      toast({ title: 'Report Generated', description: `${type} is ready: see Report Preview.` });
      setTab('preview');
    } catch (error) {
      notifyFailure(error, { title: 'Generation Failed', fallback: 'Failed to generate report' });
      if (isSignedOut(error)) openAuthDialog('login');
    } finally {
      setBusy(false);
    }
  };
  const latest = generated[0];

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Report type"
          id="report-type"
          value={type}
          onChange={(e) => setType(e.target.value as ReportType)}
        >
          {reportTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </SelectField>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => void generate()}
          disabled={busy}
        >
          <FileText className="size-4" aria-hidden />
          {busy ? 'Generating...' : user ? 'Generate Report' : 'Log in to generate reports'}
        </button>
      </div>
      <SubTabs
        label="Reporting views"
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'generated',
            label: 'Generated Reports',
            content: (
              <Panel title="Generated Reports">
                {generated.length === 0 && (
                  <p className="text-sm text-slate-400">
                    No reports generated yet. Choose a report type and generate one to see it here.
                  </p>
                )}
                <ul className="grid gap-2">
                  {generated.map((g) => (
                    <li
                      key={g.url}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                    >
                      <span>
                        <span className="font-medium text-white">{g.type}</span>
                        <span className="ml-2 text-slate-400">
                          {relativeTime(g.at, Date.now(), zone)} · HTML
                        </span>
                      </span>
                      <a
                        href={g.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-accent-300 underline"
                      >
                        Open {g.fileName}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </Panel>
            ),
          },
          {
            value: 'preview',
            label: 'Report Preview',
            content: latest ? (
              <Panel title={`Report Preview: ${latest.type}`}>
                <iframe
                  title={`${latest.type} report preview`}
                  src={latest.url}
                  sandbox=""
                  className="h-[70vh] w-full rounded-lg border border-ink-700 bg-white"
                />
              </Panel>
            ) : (
              <Panel title="Report Preview">
                <p className="text-sm text-slate-400">Generate a report to preview it here.</p>
              </Panel>
            ),
          },
          {
            value: 'scheduled',
            label: 'Scheduled Reports',
            content: <SchedulePanel title="Scheduled Reports" initial={scheduledReports} />,
          },
          {
            value: 'distribution',
            label: 'Distribution',
            content: (
              <Panel title="Distribution" action={<SampleTag />}>
                <ul className="grid gap-2">
                  {distributionLists.map((d) => (
                    <li
                      key={d.name}
                      className="flex flex-wrap justify-between gap-2 rounded-lg bg-ink-900 p-3 text-sm"
                    >
                      <span className="font-medium text-white">{d.name}</span>
                      <span className="text-slate-400">
                        {d.members} members · {d.channel}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            ),
          },
        ]}
      />
    </div>
  );
}
