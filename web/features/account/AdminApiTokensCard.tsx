import { Card, Loaded } from './AccountPage';
import { TokenRow } from './ApiTokensCard';
import { forbiddenMessage, useAdminApiTokens } from './data/use-admin-api-tokens';

/**
 * Administrators: every account's API tokens with their owners, each revocable. A refusal (an
 * administrator without two-factor while the rule requires it) shows the server's reason.
 */
export function AdminApiTokensCard() {
  const list = useAdminApiTokens();
  const refused = forbiddenMessage(list.error);
  return (
    <Card title="API tokens of all accounts">
      {refused ? (
        <p role="alert" className="text-sm text-amber-200">
          {refused}
        </p>
      ) : (
        <Loaded query={list} what="The API tokens of all accounts">
          {({ tokens }) =>
            tokens.length === 0 ? (
              <p className="text-sm text-slate-300">No account has an API token.</p>
            ) : (
              <ul aria-label="API tokens of all accounts" className="divide-y divide-ink-700">
                {tokens.map((t) => (
                  <TokenRow key={t.id} token={t} owner={{ name: t.ownerName, email: t.ownerEmail }} />
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
    </Card>
  );
}
