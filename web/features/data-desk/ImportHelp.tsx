/** What an import file holds: its columns (CSV or Excel, one kind per file) or its JSON lists. */
export function ImportHelp() {
  const code = 'rounded bg-ink-800 px-1 py-0.5 text-xs text-slate-200 [overflow-wrap:anywhere]';
  return (
    <div className="mt-2 grid gap-2 text-sm text-slate-300">
      <p>
        A CSV or Excel file holds one kind of record; its header row tells which, by the columns it names:
      </p>
      <ul className="ml-5 list-disc space-y-1">
        <li>
          Partnerships:{' '}
          <code className={code}>
            brand, partner, type, tier, startYear, endYear, citation, asOf, confidence
          </code>
        </li>
        <li>
          Brands: <code className={code}>name, aliases, industry, headquarters</code>
        </li>
        <li>
          Properties: <code className={code}>name, aliases, kind, sport, region, country</code>
        </li>
        <li>
          Athletes:{' '}
          <code className={code}>fullName, sport, currentTeam, nationality, position, birthYear</code>
        </li>
      </ul>
      <p>
        A JSON file is one object with any of the lists <code className={code}>brands</code>,{' '}
        <code className={code}>properties</code>, <code className={code}>athletes</code> and{' '}
        <code className={code}>partnerships</code>. Check file shows each row's result first; nothing is
        written until you apply the valid rows, all in one go.
      </p>
    </div>
  );
}
