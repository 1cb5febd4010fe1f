import {
  issueActions,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PREHEADER_MAX,
  NEWSLETTER_SUBJECT_MAX,
  type NewsletterAudience,
  type NewsletterIssue,
} from '@atelier/core';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField, useDebouncedValue } from '@/components/admin';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { Tool } from '@/components/admin/rich-text-toolbar';
import { Button, Switch } from '@/components/ui';
import { dateTimeLabel, timeZoneName } from '@/lib/local-time';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { uploadImage as defaultUpload, type UploadImage } from '@/lib/upload-image';
import {
  useAudienceCount,
  useCancelIssue,
  useCreateIssue,
  useSendIssue,
  useSendTest,
  useUpdateIssue,
} from '../api/issues';
import { useNewsletterPreview } from '../api/preview-newsletter';
import { AudienceField } from './audience-field';
import type { CardKind } from './card-kind';
import { FrameIcon, PageIcon } from './card-icons';
import { CardNode } from './card-node';
import { CardPicker } from './card-picker';
import { ComposerPanes } from './composer-panes';
import { CountedTextField } from './counted-text-field';
import { PreviewFrame } from './preview-frame';
import { SendPanel } from './send-panel';

interface IssueEditorProps {
  /** Undefined for a new issue: the first save creates the draft. */
  issue?: NewsletterIssue;
  uploadImage?: UploadImage;
}

const PREVIEW_DELAY_MS = 600;
const cardExtensions = [CardNode];

/**
 * The newsletter editor: subject, preheader, the blog's rich-text editor with card blocks,
 * audience, options and sending, beside a live preview the server renders.
 */
export function IssueEditor({ issue, uploadImage = defaultUpload }: IssueEditorProps) {
  const navigate = useNavigate();
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [preheader, setPreheader] = useState(issue?.preheader ?? '');
  const [body, setBody] = useState(issue?.body_html ?? '');
  const [audience, setAudience] = useState<NewsletterAudience>(issue?.audience ?? { kind: 'all' });
  const [earlyAccess, setEarlyAccess] = useState(issue?.early_access ?? false);
  const [publishOnWeb, setPublishOnWeb] = useState(issue?.publish_on_web ?? false);
  const [picker, setPicker] = useState<CardKind | null>(null);
  const [subjectError, setSubjectError] = useState<string>();
  const editorRef = useRef<Editor | null>(null);

  const create = useCreateIssue();
  const update = useUpdateIssue();
  const send = useSendIssue();
  const cancel = useCancelIssue();
  const test = useSendTest();
  const count = useAudienceCount(audience.kind === 'topics' ? audience.topics : null);

  const draft = useDebouncedValue(
    { subject, preheader, body_html: body, early_access: earlyAccess },
    PREVIEW_DELAY_MS,
  );
  const preview = useNewsletterPreview(draft);
  // The buttons are the lifecycle's moves for the artist; a new issue is a draft to be.
  const actions = issueActions(issue?.status ?? 'draft');
  const canCancelSchedule = actions.includes('cancel_schedule');
  const canSend = actions.includes('send') || actions.includes('schedule');

  /** Saves the fields; the first save creates the draft and moves to its address. */
  const save = async (): Promise<NewsletterIssue> => {
    if (!subject.trim()) {
      setSubjectError(NEWSLETTER_MESSAGES.subjectRequired);
      throw new Error(NEWSLETTER_MESSAGES.subjectRequired);
    }
    setSubjectError(undefined);
    const fields = {
      subject,
      preheader,
      body_html: body,
      audience,
      early_access: earlyAccess,
      publish_on_web: publishOnWeb,
    };
    if (issue) return update.mutateAsync({ id: issue.id, ...fields });
    const created = await create.mutateAsync(fields);
    void navigate(adminPaths.newsletterEdit(created.id), { replace: true });
    return created;
  };

  const onSave = () =>
    save()
      .then(() => notify.success('Draft saved'))
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not save the draft')));

  const onTest = () =>
    save()
      .then((saved) => test.mutateAsync(saved.id))
      .then((result) => notify.success(result.message))
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not send the test')));

  const onSend = (at?: string) =>
    save()
      .then((saved) => send.mutateAsync({ id: saved.id, at }))
      .then((sent) => {
        notify.success(
          sent.status === 'scheduled' && sent.scheduled_at
            ? `Scheduled for ${dateTimeLabel(sent.scheduled_at)}`
            : 'Sending has started',
        );
        void navigate(adminPaths.newsletter());
      })
      .catch((error: unknown) => {
        notify.error(errorMessage(error, 'Could not send the issue'));
        throw error;
      });

  const onCancelSchedule = () =>
    issue &&
    cancel
      .mutateAsync(issue.id)
      .then(() => notify.success('The schedule is cancelled; the issue is a draft again'))
      .catch((error: unknown) => notify.error(errorMessage(error, 'Could not cancel')));

  const insertCard = (kind: CardKind, id: number) => {
    editorRef.current
      ?.chain()
      .focus()
      .insertContent({ type: CardNode.name, attrs: { card: kind, id: String(id) } })
      .run();
    setPicker(null);
  };

  const write = (
    <div className="space-y-6">
      {canCancelSchedule && issue?.scheduled_at && (
        <div className="flex flex-wrap items-center justify-between gap-3 border border-line bg-surface p-4">
          <p className="text-sm">
            Scheduled for {dateTimeLabel(issue.scheduled_at)} ({timeZoneName()}). Changes you save
            are sent; to change the time, cancel the schedule first.
          </p>
          <Button variant="secondary" size="sm" onClick={onCancelSchedule}>
            Cancel the schedule
          </Button>
        </div>
      )}
      <CountedTextField
        label="Subject"
        error={subjectError}
        value={subject}
        max={NEWSLETTER_SUBJECT_MAX}
        onChange={setSubject}
      />
      <CountedTextField
        label="Preheader"
        hint="The line most inboxes show after the subject."
        value={preheader}
        max={NEWSLETTER_PREHEADER_MAX}
        onChange={setPreheader}
      />
      <FormField
        label="Body"
        hint="Artwork and post cards show the current image, title and price or “Sold” when the email is sent."
      >
        {(control, { labelId }) => (
          <div className="space-y-3">
            <RichTextEditor
              labelId={labelId}
              aria-describedby={control['aria-describedby']}
              value={body}
              onChange={setBody}
              uploadImage={uploadImage}
              extensions={cardExtensions}
              extraTools={(editor) => {
                editorRef.current = editor;
                return (
                  <>
                    <Tool
                      label="Artwork card"
                      active={picker === 'artwork'}
                      onClick={() => setPicker('artwork')}
                    >
                      <FrameIcon />
                    </Tool>
                    <Tool
                      label="Blog post card"
                      active={picker === 'post'}
                      onClick={() => setPicker('post')}
                    >
                      <PageIcon />
                    </Tool>
                  </>
                );
              }}
            />
            {picker && (
              <CardPicker
                key={picker}
                kind={picker}
                onPick={(id) => insertCard(picker, id)}
                onCancel={() => {
                  setPicker(null);
                  editorRef.current?.commands.focus();
                }}
              />
            )}
          </div>
        )}
      </FormField>
      <AudienceField value={audience} onChange={setAudience} />
      <div className="space-y-3">
        <Switch
          checked={earlyAccess}
          onCheckedChange={setEarlyAccess}
          label="Early access: each recipient gets a personal link to the preview collection"
        />
        <Switch
          checked={publishOnWeb}
          onCheckedChange={setPublishOnWeb}
          label="Publish on the web: the issue joins the archive on the mailing list page"
        />
      </div>
      <p className="border-l-2 border-accent pl-3 text-sm">
        No open or click tracking. Your emails carry no tracking pixel and no rewritten links: what
        collectors read stays between them and you.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onSave}>
          Save draft
        </Button>
        <Button variant="secondary" onClick={onTest}>
          Send a test to me
        </Button>
      </div>
      {canSend && <SendPanel subject={subject} recipients={count.data?.count} onSend={onSend} />}
    </div>
  );
  const previewPane = (
    <PreviewFrame
      html={preview.data?.html}
      busy={preview.isFetching}
      error={
        preview.isError ? errorMessage(preview.error, 'Could not draw the preview') : undefined
      }
    />
  );
  return <ComposerPanes write={write} preview={previewPane} />;
}
