// What a draft's document proposes for its contract, as the wizard offers it (name from the title, a vendor
// among the parties, the start, the term or stated end as a duration, the notice, the renewal term), and the confirm call's
// body from the proposals and what the person chose.
import {
  defaultLifecycle,
  durationBetween,
  formatAmount,
  formatLongDate,
  matchParty,
  nameFromTitle,
  parseCalendarDate,
  type TAgreementType,
  type TAmount,
  type TCalendarDate,
  type TContractCategory,
  type TContractMetadataInput,
  type TDraft,
  type TDurationUnit,
  type TRenewal,
  wizardDefaults,
  wizardToMetadata,
} from '@keydate/domain';
import type { TQuotedFact } from '../contracts/found-on.ts';
import type { TDirectoryOption } from '../contracts/wizard/wizard-form.ts';
import { DRAFT_MSG } from './draft-messages.ts';

export interface TProposal {
  label: string;
  value: string;
  note?: string;
  /** Where the document states it; null for what comes from the file's name. */
  fact: TQuotedFact | null;
}

export interface TDraftProposals {
  name: string;
  /** A vendor of the workspace named among the parties, or ''. */
  vendorId: string;
  startDate: TCalendarDate | null;
  duration: TAmount | null;
  notice: TAmount | null;
  /** The renewal term the document states: the contract renews automatically for it. */
  renewalTerm: TAmount | null;
  /** Each proposal with its sentence and page, in the order shown. */
  shown: TProposal[];
}

/** 'Linen_services.pdf' → 'Linen_services': a file's name without its extension. */
const withoutExtension = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || fileName;

export function draftProposals(draft: TDraft, vendors: readonly TDirectoryOption[]): TDraftProposals {
  const facts = draft.suggestions;
  const shown: TProposal[] = [];
  const name = facts.title ? nameFromTitle(facts.title.value) : withoutExtension(draft.documentName);
  shown.push(
    facts.title
      ? { label: 'Name from the title', value: name, fact: facts.title }
      : { label: 'Name', value: name, note: 'from the file name', fact: null },
  );

  let vendorId = '';
  if (facts.parties) {
    const vendor = matchParty(
      facts.parties.value,
      vendors.filter((option) => !option.inactive),
    );
    vendorId = vendor?.id ?? '';
    shown.push(
      vendor
        ? { label: 'Vendor among the parties', value: vendor.name, fact: facts.parties }
        : {
            label: 'Parties',
            value: facts.parties.value.join('; '),
            note: 'none of them is one of your vendors',
            fact: facts.parties,
          },
    );
  }

  const start = facts.effectiveDate ?? facts.agreementDate;
  const startDate = start?.value ?? null;
  if (start) {
    shown.push({
      label: facts.effectiveDate ? 'Effective date' : 'Dated',
      value: formatLongDate(start.value),
      note: 'the start date',
      fact: start,
    });
  }

  let duration: TAmount | null = null;
  const { initialTerm, expirationDate } = facts;
  if (initialTerm) {
    duration = initialTerm.value;
    shown.push({ label: 'Initial term', value: formatAmount(initialTerm.value), fact: initialTerm });
  }
  if (expirationDate?.value === 'perpetual') {
    shown.push({ label: 'Ends', value: 'never', note: 'it runs until it is ended', fact: expirationDate });
  } else if (expirationDate) {
    const untilEnd = startDate ? durationBetween(startDate, expirationDate.value) : null;
    duration ??= untilEnd;
    shown.push({
      label: 'Ends on',
      value: formatLongDate(expirationDate.value),
      ...(untilEnd ? { note: `${formatAmount(untilEnd)} from the start date` } : {}),
      fact: expirationDate,
    });
  }

  const notice = facts.noticePeriod?.value ?? null;
  if (facts.noticePeriod) {
    shown.push({
      label: 'Notice period',
      value: formatAmount(facts.noticePeriod.value),
      note: 'before the end',
      fact: facts.noticePeriod,
    });
  }
  const renewalTerm = facts.renewalTerm?.value ?? null;
  if (facts.renewalTerm) {
    shown.push({
      label: 'Renews for',
      value: formatAmount(facts.renewalTerm.value),
      note: 'at a time, unless notice is given',
      fact: facts.renewalTerm,
    });
  }
  return { name, vendorId, startDate, duration, notice, renewalTerm, shown };
}

/** What the document cannot give: chosen per draft in the review panel, or once for a bulk accept. */
export interface TDraftChoices {
  agreementType: TAgreementType;
  propertyIds: string[];
  contractType: TContractCategory | '';
}

export const NO_CHOICES: TDraftChoices = { agreementType: 'INDIVIDUAL', propertyIds: [], contractType: '' };

/** The review panel's form: every value as its input holds it. */
export interface TDraftForm extends TDraftChoices {
  name: string;
  startDate: string;
  vendorId: string;
  durationValue: string;
  durationUnit: TDurationUnit;
  noticeValue: string;
  noticeUnit: TDurationUnit;
  /** From the document's renewal term; changed afterwards on the contract's edit page. */
  renewal: TRenewal;
}

/** The form as the proposals fill it; a notice the document does not state is the default 90 days. */
export function draftForm(proposals: TDraftProposals, choices: TDraftChoices = NO_CHOICES): TDraftForm {
  const notice = proposals.notice ?? defaultLifecycle().nonRenewalNotice.triggerValue;
  return {
    ...choices,
    name: proposals.name,
    startDate: proposals.startDate ?? '',
    vendorId: proposals.vendorId,
    durationValue: proposals.duration ? String(proposals.duration.value) : '',
    durationUnit: proposals.duration?.unit ?? 'YEARS',
    noticeValue: String(notice.value),
    noticeUnit: notice.unit,
    renewal: proposals.renewalTerm ? { type: 'automatic', term: proposals.renewalTerm } : { type: 'none' },
  };
}

const wholeNumber = (text: string, min: number): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min ? value : null;
};

/** The labels of the fields still needed before the draft can be accepted, in the form's order. */
export function missingFields(form: TDraftForm): string[] {
  const missing: string[] = [];
  if (!form.name.trim()) missing.push(DRAFT_MSG.nameLabel);
  if (!form.propertyIds.some(Boolean)) {
    missing.push(form.agreementType === 'MSA' ? DRAFT_MSG.propertiesLegend : DRAFT_MSG.propertyLabel);
  }
  if (!form.contractType) missing.push(DRAFT_MSG.categoryLabel);
  if (!parseCalendarDate(form.startDate)) missing.push(DRAFT_MSG.startDateLabel);
  if (wholeNumber(form.durationValue, 1) === null) missing.push(DRAFT_MSG.durationLabel);
  if (wholeNumber(form.noticeValue, 0) === null) missing.push(DRAFT_MSG.noticeLabel);
  return missing;
}

/**
 * POST /api/drafts/:id/confirm's body: an upload's metadata, made as the wizard makes it (the evaluation
 * period and reminders are the defaults). Only called once missingFields is empty.
 */
export function confirmBody(form: TDraftForm): TContractMetadataInput {
  const start = parseCalendarDate(form.startDate);
  if (!start) throw new Error('confirmBody needs a start date');
  const lifecycle = defaultLifecycle();
  lifecycle.duration = { value: wholeNumber(form.durationValue, 1) ?? 1, unit: form.durationUnit };
  lifecycle.nonRenewalNotice.triggerValue = {
    value: wholeNumber(form.noticeValue, 0) ?? 0,
    unit: form.noticeUnit,
  };
  lifecycle.renewal = form.renewal;
  return wizardToMetadata({
    ...wizardDefaults(start),
    name: form.name,
    agreementType: form.agreementType,
    propertyIds: form.propertyIds,
    contractType: form.contractType,
    vendorId: form.vendorId,
    lifecycle,
  });
}
