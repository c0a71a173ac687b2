import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDomain } from '@/lib/boot-data/index.ts';
import { isHttpError } from '@/lib/http/index.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';

/** Without an offer id, or when the offer is not found, the page goes to the offers list. */
export const useNotFoundRedirect = (id: string | undefined, error: Error | null) => {
  const navigate = useNavigate();
  const domain = useDomain();
  const notFound = !id || (isHttpError(error) && error.status === 404);
  useEffect(() => {
    if (notFound) void navigate(careersHref('/offers', domain), { replace: true });
  }, [notFound, navigate, domain]);
  return notFound;
};
