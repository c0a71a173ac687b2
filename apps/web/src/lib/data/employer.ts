import {
  api,
  OFFER_DOCUMENT_FILE_PART,
  type AdminOffer,
  type EmployerApplicationStatus,
  type PositionInput,
  type PositionStatus,
} from '@careers/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** What the recruiters' console reads and writes (the employer API, as the signed-in employer). */
export type PositionFilters = {
  q?: string;
  status?: PositionStatus;
  department?: string;
  page?: number;
};

export const adminPositionsQueryOptions = (domain: string, filters: PositionFilters) =>
  queryOptions({
    queryKey: queryKeys.employer.positions(domain, filters),
    queryFn: ({ signal }) =>
      callApi(api.listAdminPositions, { query: { domain, ...filters } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminPositions = (filters: PositionFilters) =>
  useQuery(adminPositionsQueryOptions(useDomain(), filters));

export const useAdminPosition = (id: number | null) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.position(domain, id ?? 0),
    queryFn: ({ signal }) =>
      callApi(api.getPosition, { params: { id: id! }, query: { domain } }, { signal }),
    enabled: id !== null,
  });
};

const useRefreshEmployer = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all });
};

/** Creates a position, or saves one with the version the editor read (409 when changed since). */
export const useSavePosition = () => {
  const domain = useDomain();
  const refresh = useRefreshEmployer();
  return useMutation({
    mutationFn: (input: { id: number | null; version?: string; body: PositionInput }) =>
      input.id === null
        ? callApi(api.createPosition, { query: { domain }, body: input.body })
        : callApi(api.updatePosition, {
            params: { id: input.id },
            query: { domain, ...(input.version && { version: input.version }) },
            body: input.body,
          }),
    onSuccess: refresh,
  });
};

export const useSetPositionOpen = () => {
  const domain = useDomain();
  const refresh = useRefreshEmployer();
  return useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) =>
      callApi(open ? api.reopenPosition : api.closePosition, {
        params: { id },
        query: { domain },
      }),
    onSuccess: refresh,
  });
};

export const usePipeline = (positionId: number) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.pipeline(domain, positionId),
    queryFn: ({ signal }) =>
      callApi(
        api.listPositionApplications,
        { params: { id: positionId }, query: { domain } },
        { signal },
      ),
  });
};

/** Moves an application: the candidate is notified and sees it on their timeline. */
export const useMoveApplication = () => {
  const domain = useDomain();
  const refresh = useRefreshEmployer();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EmployerApplicationStatus }) =>
      callApi(api.setApplicationStatus, { params: { id }, query: { domain }, body: { status } }),
    onSuccess: refresh,
  });
};

export const useApiTokens = () => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.apiTokens(domain),
    queryFn: ({ signal }) => callApi(api.listApiTokens, { query: { domain } }, { signal }),
  });
};

export const useCreateApiToken = () => {
  const domain = useDomain();
  const refresh = useRefreshEmployer();
  return useMutation({
    mutationFn: (name: string) => callApi(api.createApiToken, { query: { domain }, body: { name } }),
    onSuccess: refresh,
  });
};

export const useRevokeApiToken = () => {
  const domain = useDomain();
  const refresh = useRefreshEmployer();
  return useMutation({
    mutationFn: (id: number) => callApi(api.revokeApiToken, { params: { id }, query: { domain } }),
    onSuccess: refresh,
  });
};

export type OfferFilters = { status?: 'open' | 'closed'; q?: string };

/** The tenant's offers, newest first. */
export const useAdminOffers = (filters: OfferFilters) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.offers(domain, filters),
    queryFn: ({ signal }) =>
      callApi(api.listAdminOffers, { query: { domain, ...filters } }, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** One offer with its documents and audit trail. */
export const useAdminOffer = (encId: string) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.offer(domain, encId),
    queryFn: ({ signal }) =>
      callApi(api.getAdminOffer, { params: { id: encId }, query: { domain } }, { signal }),
  });
};

/** An offer action's answer is the offer as it is now: kept for its page, and the lists refetched. */
const useKeepAdminOffer = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return (offer: AdminOffer) => {
    queryClient.setQueryData(queryKeys.employer.offer(domain, offer.enc_id), offer);
    void queryClient.invalidateQueries({ queryKey: queryKeys.employer.offersOf(domain) });
  };
};

/**
 * Sends a document's PDF through the server's upload pipeline (multipart, checked by content
 * before it is stored); the offer then names it by the answered file id.
 */
const uploadOfferPdf = async (domain: string, pdf: File) => {
  const body = new FormData();
  body.append(OFFER_DOCUMENT_FILE_PART, pdf, pdf.name);
  const stored = await callApi(api.uploadOfferDocumentFile, { query: { domain }, body });
  return stored.file_id;
};

/** Puts a document under revision, or ends the revision with a new PDF. */
export const useReviseOfferDocument = () => {
  const domain = useDomain();
  const keep = useKeepAdminOffer();
  return useMutation({
    mutationFn: async (input: { encId: string; documentId: number; pdf?: File }) =>
      callApi(api.reviseOfferDocument, {
        params: { id: input.encId, documentId: input.documentId },
        query: { domain },
        body: input.pdf
          ? { file_id: await uploadOfferPdf(domain, input.pdf) }
          : { under_revision: true },
      }),
    onSuccess: keep,
  });
};

/** Extends an offer to an application's candidate with an uploaded PDF (the admin offer API). */
export const useExtendOffer = () => {
  const domain = useDomain();
  return useMutation({
    mutationFn: async (input: {
      email: string;
      positionId: number;
      documentName: string;
      expiresAt: string | null;
      /** An uploaded PDF, or a text with `{{…}}` fields the server fills in and prints. */
      letter: { pdf: File } | { template: string };
    }) =>
      callApi(api.extendOffer, {
        query: { domain },
        body: {
          candidate_email: input.email,
          position_id: input.positionId,
          expires_at: input.expiresAt,
          documents: [
            {
              name: input.documentName,
              ...('pdf' in input.letter
                ? { file_id: await uploadOfferPdf(domain, input.letter.pdf) }
                : { template: input.letter.template }),
            },
          ],
        },
      }),
  });
};

export const useCancelOffer = () => {
  const domain = useDomain();
  const keep = useKeepAdminOffer();
  return useMutation({
    mutationFn: (encId: string) =>
      callApi(api.cancelOffer, { params: { id: encId }, query: { domain } }),
    onSuccess: keep,
  });
};

/** Changes an open offer's expiry (null: it never expires). */
export const useSetOfferExpiry = () => {
  const domain = useDomain();
  const keep = useKeepAdminOffer();
  return useMutation({
    mutationFn: ({ encId, expiresAt }: { encId: string; expiresAt: string | null }) =>
      callApi(api.setOfferExpiry, {
        params: { id: encId },
        query: { domain },
        body: { expires_at: expiresAt },
      }),
    onSuccess: keep,
  });
};
