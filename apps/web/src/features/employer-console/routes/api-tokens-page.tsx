import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '@/lib/data/employer.ts';
import { errorText } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from '../components/employer.module.css';

/** /employer/api-tokens (admins): create a token, shown once; revoke one at once. */
export const ApiTokensPage = () => {
  const { t } = useTranslation('employer');
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  };

  return (
    <section aria-labelledby="tokens-heading">
      <h1 id="tokens-heading">{t('tokens.title')}</h1>
      <p>{t('tokens.intro')}</p>
      <form onSubmit={submit} className={styles.filters}>
        <label className={styles.field}>
          {t('tokens.name')}
          <input value={name} required maxLength={100} onChange={(e) => setName(e.target.value)} />
        </label>
        <Button type="submit" isPending={create.isPending} pendingLabel={t('editor.saving')}>
          {t('tokens.create')}
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className={styles.alert}>
          {errorText(create.error, t('tokens.failed'))}
        </p>
      )}
      {create.data && (
        <div role="status" className={styles.secret}>
          <p>{t('tokens.copyNow', { name: create.data.name })}</p>
          <code>{create.data.token}</code>
        </div>
      )}
      <ul className={styles.list}>
        {tokens.data?.map((token) => (
          <li key={token.id} className={styles.card}>
            <div>
              <p className={styles.cardTitle}>{token.name}</p>
              <p className={styles.meta}>
                {token.revokedAt
                  ? t('tokens.revokedOn', { date: new Date(token.revokedAt).toLocaleString() })
                  : t('tokens.createdOn', { date: new Date(token.createdAt).toLocaleString() })}
              </p>
            </div>
            {!token.revokedAt && (
              <Button variant="danger" onPress={() => revoke.mutate(token.id)}>
                {t('tokens.revoke')}
                <span className="visually-hidden">: {token.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
