import { matchLanguage } from '@careers/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBootData } from '@/lib/boot-data/index.ts';
import { languageCookie } from '@/lib/i18n/language.ts';

/**
 * Once the reader chose a language (a `hl` they followed, kept in the cookie, or the switcher),
 * every in-app page they move to carries it as `hl`: the address they reload, bookmark or share
 * opens in that language. A reader who never chose keeps plain addresses.
 */
export const useKeepLanguage = () => {
  const { language } = useBootData();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.has('hl') || matchLanguage(languageCookie()) !== language) return;
    params.set('hl', language);
    void navigate(
      { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [language, location, navigate]);
};
