// A contract's lifecycle and the dates derived from it (docs/domain.md, Lifecycle): the
// evaluation trigger counts back from the notice date, not from the end.
import { z } from 'zod';
import { zContractDate } from './date.schemas.ts';
import { addCalendar, DATE_UNITS, formatShortDate, type TCalendarDate, type TDateUnit } from './dates.ts';
import { MSG, MSG_FN } from './messages.ts';

export const DURATION_UNITS = DATE_UNITS;
export type TDurationUnit = TDateUnit;
export const TRIGGER_TYPES = ['BEFORE_END', 'SPECIFIC_DATE'] as const;
export type TTriggerType = (typeof TRIGGER_TYPES)[number];

export const DURATION_UNIT_OPTIONS: ReadonlyArray<{ value: TDurationUnit; label: string }> = [
  { value: 'DAYS', label: 'Days' },
  { value: 'MONTHS', label: 'Months' },
  { value: 'YEARS', label: 'Years' },
];

export interface TAmount {
  value: number;
  unit: TDurationUnit;
}
export interface TLifecyclePart {
  triggerType: TTriggerType;
  triggerValue: TAmount;
  /** Kept because the specification's shape has it; it enters no date rule. */
  duration: TAmount;
  /** The picked date, present only with SPECIFIC_DATE. */
  date?: TCalendarDate;
}
/** Whether the agreement renews itself when a term ends without a non-renewal notice, and for how long. */
export type TRenewal = { type: 'none' } | { type: 'automatic'; term: TAmount };
export const RENEWAL_TYPES = ['none', 'automatic'] as const;

export interface TLifecycle {
  duration: TAmount;
  evaluationPeriod: TLifecyclePart;
  nonRenewalNotice: TLifecyclePart;
  renewal: TRenewal;
}

/**
 * docs/domain.md, Lifecycle: 1 year; evaluation 180 days (lasting 90); notice 90 days (lasting 30); no
 * automatic renewal.
 */
export function defaultLifecycle(): TLifecycle {
  return {
    duration: { value: 1, unit: 'YEARS' },
    evaluationPeriod: {
      triggerType: 'BEFORE_END',
      triggerValue: { value: 180, unit: 'DAYS' },
      duration: { value: 90, unit: 'DAYS' },
    },
    nonRenewalNotice: {
      triggerType: 'BEFORE_END',
      triggerValue: { value: 90, unit: 'DAYS' },
      duration: { value: 30, unit: 'DAYS' },
    },
    renewal: { type: 'none' },
  };
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** Read-only; use defaultLifecycle() for a copy to edit. */
export const DEFAULT_LIFECYCLE: Readonly<TLifecycle> = deepFreeze(defaultLifecycle());

// Bounds a value to 100 years in its unit, so no derived date leaves the four-digit years.
const MAX_IN_UNIT: Record<TDurationUnit, number> = { DAYS: 36_525, MONTHS: 1200, YEARS: 100 };

export const ZDurationUnit = z
  .enum(['DAYS', 'MONTHS', 'YEARS', 'days', 'months', 'years'], { error: MSG.unitInvalid })
  .transform((unit) => unit.toUpperCase() as TDurationUnit);

export const ZTriggerType = z
  .enum(['BEFORE_END', 'SPECIFIC_DATE', 'before_end', 'specific_date'], { error: MSG.triggerTypeInvalid })
  .transform((type) => type.toUpperCase() as TTriggerType);

interface AmountWording {
  required: string;
  whole: string;
  min: string;
  max: string;
}

const zAmount = (wording: AmountWording, min: 0 | 1, defaultUnit?: TDurationUnit) =>
  z
    .object({
      value: z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null ? wording.required : wording.whole,
        })
        .int(wording.whole)
        .min(min, wording.min),
      unit: defaultUnit ? ZDurationUnit.default(defaultUnit) : ZDurationUnit,
    })
    .superRefine((amount, ctx) => {
      if (amount.value > MAX_IN_UNIT[amount.unit]) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: wording.max });
      }
    })
    .transform((amount): TAmount => ({ value: amount.value, unit: amount.unit }));

export const ZContractDuration = zAmount(
  { required: MSG.durationRequired, whole: MSG.durationWhole, min: MSG.durationMin, max: MSG.durationMax },
  1,
);

const ZRenewalTerm = zAmount(
  {
    required: MSG.renewalTermRequired,
    whole: MSG.renewalTermWhole,
    min: MSG.renewalTermMin,
    max: MSG.renewalTermMax,
  },
  1,
);

/** `{ type: 'none' }`, or `{ type: 'automatic', term: { value, unit } }` (a term of at least 1). */
export const ZRenewal = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('none') }),
    z.object({ type: z.literal('automatic'), term: z.preprocess((term) => term ?? {}, ZRenewalTerm) }),
  ],
  { error: MSG.renewalTypeInvalid },
);

const ZPeriodLength = zAmount(
  {
    required: MSG.periodLengthWhole,
    whole: MSG.periodLengthWhole,
    min: MSG.periodLengthNegative,
    max: MSG.periodLengthMax,
  },
  0,
  'DAYS',
);

const PART_WORDING = {
  evaluationPeriod: {
    required: MSG.evaluationRequired,
    whole: MSG.evaluationWhole,
    min: MSG.evaluationNegative,
    max: MSG.evaluationMax,
    dateRequired: MSG.evaluationDateRequired,
  },
  nonRenewalNotice: {
    required: MSG.noticeRequired,
    whole: MSG.noticeWhole,
    min: MSG.noticeNegative,
    max: MSG.noticeMax,
    dateRequired: MSG.noticeDateRequired,
  },
} as const;

type PartName = keyof typeof PART_WORDING;

const zLifecyclePart = (name: PartName) => {
  const wording = PART_WORDING[name];
  return z
    .object({
      triggerType: ZTriggerType.default('BEFORE_END'),
      triggerValue: zAmount(wording, 0, 'DAYS').optional(),
      duration: ZPeriodLength.optional(),
      date: zContractDate(wording.dateRequired, MSG.dateInvalid).nullish(),
    })
    .superRefine((part, ctx) => {
      if (part.triggerType === 'BEFORE_END' && !part.triggerValue) {
        ctx.addIssue({ code: 'custom', path: ['triggerValue', 'value'], message: wording.required });
      }
      if (part.triggerType === 'SPECIFIC_DATE' && !part.date) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: wording.dateRequired });
      }
    })
    .transform((part): TLifecyclePart => {
      const fallback = defaultLifecycle()[name];
      return {
        triggerType: part.triggerType,
        triggerValue: part.triggerValue ?? fallback.triggerValue,
        duration: part.duration ?? fallback.duration,
        ...(part.triggerType === 'SPECIFIC_DATE' && part.date ? { date: part.date } : {}),
      };
    });
};

/**
 * The lifecycle as the API accepts it: units and trigger types in either case (answered in upper case),
 * every missing part filled from the defaults (no renewal included), trigger units defaulting to days. A `startDate` copy,
 * which the specification's clients send, is checked and dropped: the contract's own start date counts.
 */
export const ZLifecycle = z
  .object({
    startDate: zContractDate(MSG.startDateRequired, MSG.startDateInvalid).nullish(),
    duration: ZContractDuration.default(() => defaultLifecycle().duration),
    evaluationPeriod: zLifecyclePart('evaluationPeriod').default(() => defaultLifecycle().evaluationPeriod),
    nonRenewalNotice: zLifecyclePart('nonRenewalNotice').default(() => defaultLifecycle().nonRenewalNotice),
    renewal: ZRenewal.nullish(),
  })
  .transform(
    (lifecycle): TLifecycle => ({
      duration: lifecycle.duration,
      evaluationPeriod: lifecycle.evaluationPeriod,
      nonRenewalNotice: lifecycle.nonRenewalNotice,
      renewal: lifecycle.renewal ?? { type: 'none' },
    }),
  );
export type TLifecycleInput = z.input<typeof ZLifecycle>;

/** What a term's dates follow from. */
export type TTermLifecycle = Pick<TLifecycle, 'duration' | 'evaluationPeriod' | 'nonRenewalNotice'>;

export interface TLifecycleDates {
  startDate: TCalendarDate;
  endDate: TCalendarDate;
  nonRenewalNoticeDate: TCalendarDate;
  evaluationStart: TCalendarDate;
  /** Always the notice date. */
  evaluationEnd: TCalendarDate;
}

const countBack = (from: TCalendarDate, part: TLifecyclePart): TCalendarDate =>
  part.triggerType === 'SPECIFIC_DATE' && part.date
    ? part.date
    : addCalendar(from, -part.triggerValue.value, part.triggerValue.unit);

/**
 * end = start + duration; notice = end − notice trigger (or its picked date);
 * evaluation start = notice − evaluation trigger (or its picked date); evaluation end = notice.
 */
export function computeLifecycleDates(startDate: TCalendarDate, lifecycle: TTermLifecycle): TLifecycleDates {
  const endDate = addCalendar(startDate, lifecycle.duration.value, lifecycle.duration.unit);
  const notice = countBack(endDate, lifecycle.nonRenewalNotice);
  return {
    startDate,
    endDate,
    nonRenewalNoticeDate: notice,
    evaluationStart: countBack(notice, lifecycle.evaluationPeriod),
    evaluationEnd: notice,
  };
}

/** A contract's date columns, all derived by the server from its start date and lifecycle. */
export interface TStoredContractDates {
  startDate: TCalendarDate;
  endDate: TCalendarDate;
  /** Evaluation start. */
  renewalWindowStart: TCalendarDate;
  /** The notice date (evaluation end). */
  renewalWindowEnd: TCalendarDate;
  /** The notice date. */
  nonRenewalNoticeStart: TCalendarDate;
}

/** What the server stores for a start date and lifecycle (derived dates sent by a client are ignored). */
export function storedDatesFor(startDate: TCalendarDate, lifecycle: TTermLifecycle): TStoredContractDates {
  const dates = computeLifecycleDates(startDate, lifecycle);
  return {
    startDate,
    endDate: dates.endDate,
    renewalWindowStart: dates.evaluationStart,
    renewalWindowEnd: dates.nonRenewalNoticeDate,
    nonRenewalNoticeStart: dates.nonRenewalNoticeDate,
  };
}

export type TLifecycleWarningCode = 'notice_date_passed' | 'notice_before_start';
export interface TLifecycleWarning {
  code: TLifecycleWarningCode;
  message: string;
}

/**
 * Warnings that do not block saving: the notice date is already past (the contract can no longer be
 * left in time; the notice date itself still counts as in time), or it falls before the start date.
 */
export function lifecycleWarnings(
  dates: Pick<TLifecycleDates, 'startDate' | 'nonRenewalNoticeDate'>,
  today: TCalendarDate,
): TLifecycleWarning[] {
  const warnings: TLifecycleWarning[] = [];
  const { nonRenewalNoticeDate: notice, startDate: start } = dates;
  if (notice < today) {
    warnings.push({
      code: 'notice_date_passed',
      message: MSG_FN.noticeDatePassedWarning(formatShortDate(notice)),
    });
  }
  if (notice < start) {
    warnings.push({
      code: 'notice_before_start',
      message: MSG_FN.noticeBeforeStartWarning(formatShortDate(notice), formatShortDate(start)),
    });
  }
  return warnings;
}
