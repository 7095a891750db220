import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { API_DOCS_PATH, type TApiToken, ZApiTokenName } from '../../../core/contract/api-tokens';
import { formatDate, formatDateTime } from '../../../core/format/time';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { type ButtonVariant, buttonClass } from '../../ui/button';
import { Field, inputClass } from '../../ui/form-field';
import { Card, Loaded } from './AccountPage';
import { tokenExamples } from './data/token-examples';
import { useApiTokens } from './data/use-api-tokens';
import { createFailure, useCreateApiToken } from './data/use-create-api-token';
import { useRevokeAllApiTokens } from './data/use-revoke-all-api-tokens';
import { useRevokeApiToken } from './data/use-revoke-api-token';

/**
 * A button that asks first: clicking it shows the question with a confirm and a Cancel button
 * (focus goes to Cancel, and back to the button on cancelling).
 */
function ConfirmButton({
  label,
  name,
  variant = 'secondary',
  question,
  confirm,
  busy,
  onConfirm,
}: {
  label: string;
  /** The accessible name when the visible label alone is ambiguous (a row's "Revoke"). */
  name?: string;
  variant?: ButtonVariant;
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
}) {
  const [armed, setArmed] = useState(false);
  const questionId = useId();
  const moved = useRef(false);
  const open = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moved.current) (armed ? cancel : open).current?.focus();
  }, [armed]);
  const arm = (on: boolean) => {
    moved.current = true;
    setArmed(on);
  };
  if (!armed)
    return (
      <button
        ref={open}
        type="button"
        aria-label={name}
        className={buttonClass(variant, 'sm')}
        onClick={() => arm(true)}
      >
        {label}
      </button>
    );
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <p id={questionId} className="w-full text-sm text-red-200 wrap-anywhere">
        {question}
      </p>
      <button
        type="button"
        aria-describedby={questionId}
        disabled={busy}
        className={buttonClass('danger', 'sm')}
        onClick={onConfirm}
      >
        {busy ? 'Revoking...' : confirm}
      </button>
      <button
        ref={cancel}
        type="button"
        aria-describedby={questionId}
        disabled={busy}
        className={buttonClass('secondary', 'sm')}
        onClick={() => arm(false)}
      >
        Cancel
      </button>
    </div>
  );
}

/** Revoke, with its confirmation: `owner` names the account in an administrator's list. */
function RevokeToken({ token, owner }: { token: TApiToken; owner?: string | undefined }) {
  const whose = owner ? ` of ${owner}` : '';
  const revoke = useRevokeApiToken(owner ? 'admin' : 'own', {
    onSuccess: () =>
      toast({ title: 'Token revoked', description: `“${token.name}”${whose} no longer works.` }),
    onError: (error) =>
      notifyFailure(error, {
        title: 'Revoke failed',
        fallback: 'The token was not revoked. Please try again.',
      }),
  });
  return (
    <ConfirmButton
      label="Revoke"
      name={`Revoke ${token.name}${whose}`}
      question={`Revoke “${token.name}”${whose}? Anything using it stops working at once.`}
      confirm="Confirm revoke"
      busy={revoke.isPending}
      onConfirm={() => revoke.mutate(token.id)}
    />
  );
}

/** One token: its name (and owner), the prefix to recognise it, when made and last used, Revoke. */
export function TokenRow({
  token,
  owner,
}: {
  token: TApiToken;
  owner?: { name: string; email: string } | undefined;
}) {
  const zone = useTimeZone();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-100 wrap-anywhere">{token.name}</p>
        {owner && (
          <p className="text-sm text-slate-300 wrap-anywhere">
            {owner.name} · {owner.email}
          </p>
        )}
        <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-400">
          <code className="font-mono text-slate-300 wrap-anywhere">{token.prefix}…</code>
          <span>
            Created <time dateTime={token.createdAt}>{formatDate(token.createdAt, zone)}</time>
          </span>
          {token.lastUsedAt ? (
            <span>
              Last used <time dateTime={token.lastUsedAt}>{formatDateTime(token.lastUsedAt, zone)}</time>
            </span>
          ) : (
            <span>Never used</span>
          )}
        </p>
      </div>
      <RevokeToken token={token} owner={owner?.email} />
    </li>
  );
}

/** The new token's secret, shown this once: copy it, then dismiss it for good. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Copied', description: 'The token is on your clipboard.' });
    } catch {
      field.current?.focus();
      field.current?.select();
      toast({
        title: 'Copy it yourself',
        description: 'This browser cannot copy for us: the token is selected, copy it with Ctrl+C (⌘C).',
      });
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-amber-400/50 bg-amber-950/20 p-4"
    >
      <h3 id={headingId} className="font-semibold text-amber-100 wrap-anywhere">
        New token “{name}”
      </h3>
      <p className="text-sm text-amber-100">
        Copy it now and keep it somewhere safe: it will not be shown again.
      </p>
      <Field
        ref={field}
        label="Token secret"
        readOnly
        value={secret}
        spellCheck={false}
        autoComplete="off"
        className={`${inputClass} font-mono text-sm`}
        onFocus={(e) => e.target.select()}
      />
      <TokenExamples secret={secret} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={onDone}>
          I have saved it
        </button>
      </div>
    </section>
  );
}

/** Where to use the new token: a curl line for a spreadsheet and an MCP client's configuration. */
function TokenExamples({ secret }: { secret: string }) {
  const { curl, mcp } = tokenExamples(window.location.origin, secret);
  // Wrapped rather than scrolled sideways, so a phone shows the whole line.
  const block = 'whitespace-pre-wrap break-all rounded-lg bg-ink-950 p-3 font-mono text-xs text-slate-200';
  return (
    <details className="text-sm text-slate-300">
      <summary className="cursor-pointer text-amber-100">How to use it</summary>
      <div className="mt-2 grid gap-2">
        <p>Nike's partnerships as a spreadsheet (CSV):</p>
        <pre className={block}>{curl}</pre>
        <p>An AI assistant (MCP client) configuration:</p>
        <pre className={block}>{mcp}</pre>
      </div>
    </details>
  );
}

type Created = { name: string; secret: string };

/** A name, then Create token; the server's refusal shows under the field. */
function CreateTokenForm({
  full,
  focusName,
  onCreated,
}: {
  full: boolean;
  /** Back from the new secret: focus returns to the name field rather than the page. */
  focusName: boolean;
  onCreated(created: Created): void;
}) {
  const [name, setName] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameField.current?.focus();
  }, [focusName]);
  const [invalid, setInvalid] = useState<string | undefined>();
  const create = useCreateApiToken({
    onSuccess: ({ token, secret }) => onCreated({ name: token.name, secret }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = ZApiTokenName.safeParse({ name });
    setInvalid(check.success ? undefined : check.error.issues[0]?.message);
    if (check.success) create.mutate(check.data.name);
  };
  const error = invalid ?? (create.isError ? createFailure(create.error) : undefined);
  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-md">
      <Field
        ref={nameField}
        label="Token name"
        placeholder="Spreadsheet, Claude, nightly import…"
        maxLength={60}
        autoComplete="off"
        disabled={full}
        error={error}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setInvalid(undefined);
          if (create.isError) create.reset();
        }}
      />
      <div>
        <button type="submit" disabled={full || create.isPending} className={buttonClass('primary', 'sm')}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </button>
      </div>
    </form>
  );
}

function RevokeAll({ count }: { count: number }) {
  const revokeAll = useRevokeAllApiTokens({
    onSuccess: (revoked) =>
      toast({
        title: 'Tokens revoked',
        description: `${revoked} ${revoked === 1 ? 'token' : 'tokens'} revoked: none of them works any more.`,
      }),
    onError: (error) =>
      notifyFailure(error, {
        title: 'Revoke failed',
        fallback: 'The tokens were not revoked. Please try again.',
      }),
  });
  return (
    <ConfirmButton
      label="Revoke all tokens"
      variant="danger"
      question={`${count === 1 ? 'Revoke your 1 token' : `Revoke all ${count} tokens`}? Anything using them stops working at once.`}
      confirm="Confirm revoke all"
      busy={revokeAll.isPending}
      onConfirm={() => revokeAll.mutate()}
    />
  );
}

/** Account Settings, API access: personal tokens for the read-only API and the MCP server. */
export function ApiTokensCard({ userId }: { userId: string }) {
  const list = useApiTokens(userId);
  // Kept here, outside the list's loading states, and nowhere else: dismissed, it is gone.
  const [created, setCreated] = useState<Created | null>(null);
  const [dismissed, setDismissed] = useState(false);
  return (
    <Card title="API access">
      <p className="text-sm text-slate-300">
        Tokens let your scripts and AI assistants make read-only intelligence calls and use the MCP server, as
        you.{' '}
        <a href={API_DOCS_PATH} target="_blank" rel="noopener" className="text-accent-300 underline">
          API documentation
        </a>
      </p>
      <div className="mt-4 grid gap-4">
        {created && (
          <NewSecret
            name={created.name}
            secret={created.secret}
            onDone={() => {
              setCreated(null);
              setDismissed(true);
            }}
          />
        )}
        <Loaded query={list} what="Your API tokens">
          {({ tokens, max }) => (
            <div className="grid gap-4">
              {!created && (
                <CreateTokenForm full={tokens.length >= max} focusName={dismissed} onCreated={setCreated} />
              )}
              <div>
                <p className="text-sm text-slate-400">
                  {tokens.length} of {max} tokens
                </p>
                {tokens.length >= max && (
                  <p className="text-sm text-amber-200">
                    You have the most tokens an account may hold: revoke one to create another.
                  </p>
                )}
              </div>
              {tokens.length === 0 ? (
                <p className="text-sm text-slate-300">No API tokens yet.</p>
              ) : (
                <>
                  <ul aria-label="Your API tokens" className="divide-y divide-ink-700">
                    {tokens.map((t) => (
                      <TokenRow key={t.id} token={t} />
                    ))}
                  </ul>
                  <div className="border-t border-ink-700 pt-4">
                    <RevokeAll count={tokens.length} />
                  </div>
                </>
              )}
            </div>
          )}
        </Loaded>
      </div>
    </Card>
  );
}
