// The non-renewal notice (docs/domain.md, The notice), after a decision not to renew: the drafted letter
// to download, and the notice recorded as sent (when, how, and the day the contract ends with it), with its
// receipt (notice-receipt.tsx). Its owner or an admin downloads the letter, records or changes the notice
// and attaches its receipt; anyone else reads it and downloads the receipt.
import {
  formatLongDate,
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  NOTICE_LETTER_FORMATS,
  NOTICE_REFERENCE_MAX,
  noticeSentSentence,
  parseCalendarDate,
  type TCalendarDate,
  type TContract,
  type TNoticeChannel,
  type TNoticeLetterFormat,
  type TNoticeRequest,
  type TNoticeSent,
  todayUtc,
} from '@keydate/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../auth/session.tsx';
import { fetchNoticeLetter, recordNotice } from '../contracts.api.ts';
import { canRecordDecision, recordedOn } from '../decision.ts';
import { useFileDownload } from '../use-file-download.ts';
import { NoticeReceipt } from './notice-receipt.tsx';
import { useContractChange } from './use-contract-actions.ts';

/** The section's words: its letter, and the notice recorded as sent. */
const NOTICE_MSG = {
  title: 'Non-renewal notice',
  letterTitle: 'Draft the notice letter',
  letterHint: 'The letter is drafted from the contract; check it before sending it.',
  downloadDocx: 'Download letter (DOCX)',
  downloadPdf: 'Download letter (PDF)',
  downloadFailed: 'Failed to download the notice letter',
  formTitle: 'Record the notice as sent',
  sentOnLabel: 'Date sent',
  sentOnRequired: 'Enter the date the notice was sent',
  channelLabel: 'Channel',
  referenceLabel: 'Reference',
  referenceHint: "A tracking number, or the email's subject",
  record: 'Record notice as sent',
  change: 'Change',
  cancel: 'Cancel',
  recorded: 'Notice recorded',
  failed: 'Failed to record the notice',
  late: (noticeDate: string) => `Late: sent after the notice date, ${noticeDate}`,
} as const;

const LETTER_LABELS: Record<TNoticeLetterFormat, string> = {
  docx: NOTICE_MSG.downloadDocx,
  pdf: NOTICE_MSG.downloadPdf,
};

/** Records (or replaces) the current term's notice; the page and the lists follow. */
function useRecordNotice(contract: TContract) {
  return useContractChange((body: TNoticeRequest) => recordNotice(contract._id, body), {
    saved: NOTICE_MSG.recorded,
    failed: NOTICE_MSG.failed,
  });
}

function RecordedNotice({ notice }: { notice: TNoticeSent }) {
  const on = recordedOn(notice.recordedAt);
  const by = notice.recordedBy ? ` by ${notice.recordedBy.name}` : '';
  return (
    <div className="mt-3 space-y-3 text-sm text-slate-800">
      <p className="text-base font-semibold text-slate-900">{noticeSentSentence(notice)}</p>
      {notice.late && notice.noticeDate ? (
        <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900 ring-1 ring-amber-200">
          {NOTICE_MSG.late(formatLongDate(notice.noticeDate as TCalendarDate))}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">{NOTICE_MSG.channelLabel}</dt>
        <dd>{NOTICE_CHANNEL_LABELS[notice.channel]}</dd>
        {notice.reference ? (
          <>
            <dt className="text-slate-600">{NOTICE_MSG.referenceLabel}</dt>
            <dd className="break-words">{notice.reference}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-slate-600">
        Recorded{by}
        {on ? ` on ${on}` : ''}
      </p>
    </div>
  );
}

/** The drafted letter, DOCX or PDF, downloaded with the session's token and saved under the server's name. */
function NoticeLetter({ contract }: { contract: TContract }) {
  const { downloading, download } = useFileDownload<TNoticeLetterFormat>(NOTICE_MSG.downloadFailed);

  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{NOTICE_MSG.letterTitle}</h3>
      <p className="mt-1 text-sm text-slate-600">{NOTICE_MSG.letterHint}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {NOTICE_LETTER_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            busy={downloading === format}
            disabled={downloading !== null}
            onClick={() => void download(format, () => fetchNoticeLetter(contract._id, format))}
          >
            {LETTER_LABELS[format]}
          </Button>
        ))}
      </div>
    </div>
  );
}

interface NoticeErrors {
  sentOn?: string;
  channel?: string;
  reference?: string;
}

/** The server's words for each field it refused. */
function fieldErrors(error: unknown): NoticeErrors {
  if (!(error instanceof ApiError)) return {};
  const { sentOn, channel, reference } = error.errors;
  return {
    ...(sentOn ? { sentOn } : {}),
    ...(channel ? { channel } : {}),
    ...(reference ? { reference } : {}),
  };
}

interface NoticeFormProps {
  contract: TContract;
  /** Changing a recorded notice: the form starts from it, takes the focus, and can be put away. */
  notice: TNoticeSent | null;
  onDone?: () => void;
}

function NoticeForm({ contract, notice, onDone }: NoticeFormProps) {
  const today = todayUtc(new Date());
  const [sentOn, setSentOn] = useState<string>(notice ? notice.sentOn.slice(0, 10) : today);
  const [channel, setChannel] = useState<TNoticeChannel>(notice?.channel ?? 'email');
  const [reference, setReference] = useState(notice?.reference ?? '');
  const [errors, setErrors] = useState<NoticeErrors>({});
  const record = useRecordNotice(contract);
  const titleId = useId();
  const dateRef = useRef<HTMLInputElement>(null);

  // Opened to change a notice: the focus goes to its first field.
  const [focusOnOpen] = useState(notice !== null);
  useEffect(() => {
    if (focusOnOpen) dateRef.current?.focus();
  }, [focusOnOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A date input gives YYYY-MM-DD, or '' when empty or unfinished.
    const day = parseCalendarDate(sentOn);
    if (day === null) {
      setErrors({ sentOn: NOTICE_MSG.sentOnRequired });
      dateRef.current?.focus();
      return;
    }
    setErrors({});
    record.mutate(
      { sentOn: day, channel, reference: reference.trim() },
      {
        onSuccess: () => onDone?.(),
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  const clear = (field: keyof NoticeErrors) => setErrors(({ [field]: _, ...rest }) => rest);

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      className="mt-5 space-y-4 border-t border-slate-100 pt-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {NOTICE_MSG.formTitle}
      </h3>
      <FormField label={NOTICE_MSG.sentOnLabel} error={errors.sentOn} required>
        {(control) => (
          <input
            {...control}
            ref={dateRef}
            type="date"
            value={sentOn}
            max={today}
            onChange={(event) => {
              setSentOn(event.target.value);
              clear('sentOn');
            }}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={NOTICE_MSG.channelLabel} error={errors.channel}>
        {(control) => (
          <select
            {...control}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as TNoticeChannel);
              clear('channel');
            }}
            className={inputClass}
          >
            {NOTICE_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {NOTICE_CHANNEL_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={NOTICE_MSG.referenceLabel} hint={NOTICE_MSG.referenceHint} error={errors.reference}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={reference}
            maxLength={NOTICE_REFERENCE_MAX}
            onChange={(event) => {
              setReference(event.target.value);
              clear('reference');
            }}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={record.isPending}>
          {NOTICE_MSG.record}
        </Button>
        {notice && onDone ? (
          <Button variant="ghost" disabled={record.isPending} onClick={onDone}>
            {NOTICE_MSG.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Shown once the term's decision is not to renew, or a notice is recorded. */
export function NoticeSent({ contract }: { contract: TContract }) {
  const titleId = useId();
  const { user } = useCurrentUser();
  const [changing, setChanging] = useState(false);
  const changeArea = useRef<HTMLDivElement>(null);
  const wasChanging = useRef(false);
  const notice = contract.noticeSent ?? null;

  // Back from the form, the focus returns to the button that opened it.
  useEffect(() => {
    if (wasChanging.current && !changing) changeArea.current?.querySelector('button')?.focus();
    wasChanging.current = changing;
  }, [changing]);

  if (!notice && contract.decision?.decision !== 'not_renew') return null;
  const canAct = canRecordDecision(contract, user);
  // Someone who may not act sees a recorded notice only.
  if (!notice && !canAct) return null;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {NOTICE_MSG.title}
      </h2>
      {notice ? <RecordedNotice notice={notice} /> : null}
      {notice ? <NoticeReceipt contract={contract} notice={notice} canAct={canAct} /> : null}
      {canAct && notice && !changing ? (
        <div ref={changeArea} className="mt-4">
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            {NOTICE_MSG.change}
          </Button>
        </div>
      ) : null}
      {canAct ? <NoticeLetter contract={contract} /> : null}
      {canAct && !notice ? <NoticeForm contract={contract} notice={null} /> : null}
      {canAct && notice && changing ? (
        <NoticeForm contract={contract} notice={notice} onDone={() => setChanging(false)} />
      ) : null}
    </section>
  );
}
