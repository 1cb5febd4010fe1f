import type {
  NewsletterFailure,
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssueStatus,
  NewsletterIssueUpdate,
  NewsletterPreviewResult,
} from '@atelier/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePageQuery, type PageParams } from '@/lib/use-page-query';
import { issueKey, issuesKey, newsletterKey } from './keys';

export interface IssueListParams extends PageParams {
  status?: NewsletterIssueStatus;
}

/** GET /admin/newsletter/issues: drafts, scheduled and sent issues with their figures. */
export const useIssues = (params: IssueListParams) =>
  usePageQuery<NewsletterIssue>([...issuesKey, 'list', params], '/admin/newsletter/issues', {
    page: params.page,
    limit: params.limit,
    status: params.status,
  });

export function useIssue(id: number) {
  return useQuery({
    queryKey: issueKey(id),
    queryFn: ({ signal }) => api.get<NewsletterIssue>(`/admin/newsletter/issues/${id}`, { signal }),
  });
}

/** GET …/failures: who did not get the issue, with the mail server's reason. */
export function useIssueFailures(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...issueKey(id), 'failures'],
    queryFn: ({ signal }) =>
      api.get<NewsletterFailure[]>(`/admin/newsletter/issues/${id}/failures`, { signal }),
    enabled,
  });
}

/** GET …/sent-copy: the email as it was sent, for a sample recipient. */
export function useSentCopy(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...issueKey(id), 'sent-copy'],
    queryFn: ({ signal }) =>
      api.get<NewsletterPreviewResult>(`/admin/newsletter/issues/${id}/sent-copy`, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** GET /admin/newsletter/audience-count: active subscribers the audience reaches now. */
export function useAudienceCount(topics: readonly string[] | null) {
  return useQuery({
    queryKey: [...newsletterKey, 'audience-count', topics],
    queryFn: ({ signal }) =>
      api.get<{ count: number }>('/admin/newsletter/audience-count', {
        query: { topics: topics?.length ? topics.join(',') : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useIssueMutation<V>(fn: (vars: V) => Promise<NewsletterIssue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKey(issue.id), issue);
      return queryClient.invalidateQueries({ queryKey: [...issuesKey, 'list'] });
    },
  });
}

export const useCreateIssue = () =>
  useIssueMutation((input: Partial<NewsletterIssueInput>) =>
    api.post<NewsletterIssue>('/admin/newsletter/issues', input),
  );

export const useUpdateIssue = () =>
  useIssueMutation(({ id, ...input }: NewsletterIssueUpdate & { id: number }) =>
    api.put<NewsletterIssue>(`/admin/newsletter/issues/${id}`, input),
  );

/** No `at` sends now; a future `at` (ISO) schedules. */
export const useSendIssue = () =>
  useIssueMutation(({ id, at }: { id: number; at?: string }) =>
    api.post<NewsletterIssue>(`/admin/newsletter/issues/${id}/send`, at ? { at } : {}),
  );

export const useCancelIssue = () =>
  useIssueMutation((id: number) =>
    api.post<NewsletterIssue>(`/admin/newsletter/issues/${id}/cancel`),
  );

/** One copy to the signed-in artist's own address, through the outbox. */
export const useSendTest = () =>
  useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string }>(`/admin/newsletter/issues/${id}/test`),
  });
