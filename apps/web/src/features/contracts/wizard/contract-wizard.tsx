// The four-step wizard (docs/domain.md, The wizard) for /app/upload (create) and the edit page (edit).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  nextStep,
  previousStep,
  type TContract,
  type TMember,
  type TProperty,
  type TVendor,
  type TWizardStep,
  todayUtc,
  uploadFileError,
  WIZARD_STEP_SCHEMAS,
  WIZARD_STEP_TITLES,
  WIZARD_STEPS,
  wizardDefaults,
  wizardValuesFromContract,
} from '@keydate/domain';
import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/session.tsx';
import { useMembers } from '../../members/use-members.ts';
import { useProperties } from '../../properties/use-properties.ts';
import { useVendors } from '../../vendors/use-vendors.ts';
import { ownerOptions } from '../owner.ts';
import { BasicsStep } from './basics-step.tsx';
import { DocumentStep } from './document-step.tsx';
import { LifecycleStep } from './lifecycle-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useDocumentReading } from './use-document-reading.ts';
import { useWizardSubmit } from './use-wizard-submit.ts';
import { contractRefs, directoryOptions, type TWizardForm } from './wizard-form.ts';
import { WizardProgress } from './wizard-progress.tsx';

export interface ContractWizardProps {
  mode: 'create' | 'edit';
  /** The loaded contract, in edit mode. */
  contract?: TContract | undefined;
  /** After a successful save (the toast is already shown). */
  onDone: (contract: TContract) => void;
  onCancel: () => void;
}

/** Loads the property, vendor and people lists first, then shows the wizard. */
export function ContractWizard(props: ContractWizardProps) {
  const properties = useProperties();
  const vendors = useVendors();
  const members = useMembers();
  const { session } = useSession();
  // A new contract belongs to the person uploading it unless they choose someone else.
  const user = session.status === 'signed-in' ? session.user : null;
  const me = useMemo<TMember | null>(
    () => (user ? { _id: user._id, name: user.name, email: user.email } : null),
    [user],
  );

  if (properties.isPending || vendors.isPending || members.isPending) return <LoadingState />;
  if (!properties.data || !vendors.data || !members.data) {
    return (
      <Alert>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>The properties, vendors and people could not be loaded.</span>
          <Button
            variant="secondary"
            size="sm"
            busy={properties.isFetching || vendors.isFetching || members.isFetching}
            onClick={() => {
              if (properties.isError) void properties.refetch();
              if (vendors.isError) void vendors.refetch();
              if (members.isError) void members.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <WizardForm
      {...props}
      properties={properties.data}
      vendors={vendors.data}
      members={members.data}
      me={me}
    />
  );
}

interface WizardFormProps extends ContractWizardProps {
  properties: TProperty[];
  vendors: TVendor[];
  members: TMember[];
  /** The signed-in person, the new contract's owner until another is chosen. */
  me: TMember | null;
}

function initialValues(contract: TContract | undefined, me: TMember | null): TWizardForm {
  const values = contract
    ? wizardValuesFromContract(contract)
    : { ...wizardDefaults(todayUtc(new Date())), ownerId: me?._id ?? '' };
  return { ...values, file: null };
}

/** The fields each step's Next checks, in the order they appear (the first wrong one takes focus). */
const STEP_FIELDS: Record<TWizardStep, FieldPath<TWizardForm>[]> = {
  basics: ['name', 'agreementType', 'propertyIds', 'contractType', 'startDate', 'vendorId', 'ownerId'],
  document: ['file'],
  lifecycle: ['reminders.notice', 'reminders.end'],
  review: [],
};

// Each step is checked by the domain's schema for that step. A schema types only its own step's fields
// (and a file as name, type and size), hence the cast; its parsed output is never used: the form's own
// values are sent.
const stepResolver = (step: TWizardStep) =>
  zodResolver(WIZARD_STEP_SCHEMAS[step]) as unknown as Resolver<TWizardForm>;

function WizardForm({ mode, contract, onDone, onCancel, properties, vendors, members, me }: WizardFormProps) {
  const [step, setStep] = useState<TWizardStep>('basics');
  const [defaults] = useState(() => initialValues(mode === 'edit' ? contract : undefined, me));
  // A message shows once its field is touched (left, or chosen in a select) or its step's Next was refused.
  const form = useForm<TWizardForm>({
    mode: 'onTouched',
    resolver: stepResolver(step),
    defaultValues: defaults,
  });
  // The chosen file is read while the person goes on; the edited contract's own document was read already.
  const [file, existingFile] = useWatch({ control: form.control, name: ['file', 'existingFile'] });
  const original = defaults.existingFile;
  const keepsDocument =
    mode === 'edit' && existingFile?.name === original?.name && existingFile?.url === original?.url;
  // A file the upload would refuse is not read: its own message says what is wrong.
  const readable = file && uploadFileError(file) === null ? file : null;
  const currentFacts = keepsDocument ? contract?.documentFacts : null;
  const reading = useDocumentReading(
    readable,
    currentFacts ? { facts: currentFacts, recognisedPages: contract?.documentRecognisedPages ?? [] } : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announcedStep = useRef(step);

  const { submit, sending, progress, failure } = useWizardSubmit({
    mode,
    contract,
    // The new document is in place: a retry after a failed save must not send it again.
    onDocumentStored: (existingFile) => {
      form.setValue('existingFile', existingFile);
      form.setValue('file', null);
    },
    onDone,
  });

  // What the edited contract already names stays on offer, even when it is inactive now; so does the
  // preselected owner.
  const options = useMemo(() => {
    const kept = contractRefs(mode === 'edit' ? contract : undefined);
    return {
      properties: directoryOptions(properties, kept.properties),
      vendors: directoryOptions(vendors, kept.vendors),
      owners: ownerOptions(members, mode === 'edit' ? (contract?.owner ?? null) : me),
    };
  }, [mode, contract, properties, vendors, members, me]);
  // 'No owner' is offered only to a form that started without one (an edited contract whose owner left).
  const ownerOptional = defaults.ownerId === '';

  // A new step is announced by moving focus to its heading (not when the page first shows).
  useEffect(() => {
    if (announcedStep.current === step) return;
    announcedStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const goNext = async () => {
    const fields = STEP_FIELDS[step];
    if (await form.trigger(fields)) {
      const next = nextStep(step);
      if (next) setStep(next);
      return;
    }
    // Refused: every message of this step shows from now on, and the first wrong field takes focus.
    await form.trigger(fields, { shouldTouch: true, shouldFocus: true });
  };
  const goBack = () => {
    const previous = previousStep(step);
    if (previous) setStep(previous);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'review') void submit(form.getValues());
    else void goNext();
  };

  const isFirst = previousStep(step) === null;
  const isLast = nextStep(step) === null;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={mode === 'create' ? 'Upload contract' : 'Edit contract'}
      >
        <WizardProgress current={step} />
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            <span className="sr-only">{`Step ${WIZARD_STEPS.indexOf(step) + 1} of ${WIZARD_STEPS.length}: `}</span>
            {WIZARD_STEP_TITLES[step]}
          </h2>
          <div className="mt-6">
            {step === 'basics' ? (
              <BasicsStep
                properties={options.properties}
                vendors={options.vendors}
                owners={options.owners}
                ownerOptional={ownerOptional}
              />
            ) : null}
            {step === 'document' ? (
              <DocumentStep originalFile={defaults.existingFile} reading={reading} />
            ) : null}
            {step === 'lifecycle' ? <LifecycleStep reading={reading} vendors={options.vendors} /> : null}
            {step === 'review' ? (
              <ReviewStep
                properties={options.properties}
                vendors={options.vendors}
                owners={options.owners}
                onEdit={setStep}
              />
            ) : null}
          </div>

          {progress !== null && sending ? <UploadProgress percent={progress} /> : null}
          {failure && step === 'review' ? (
            <div className="mt-6">
              <Alert>
                <p>{failure.message}</p>
                {failure.details.length > 0 ? (
                  <ul className="mt-1 list-inside list-disc">
                    {failure.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
              </Alert>
            </div>
          ) : null}

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="ghost" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" onClick={goBack} disabled={isFirst || sending}>
                Back
              </Button>
              {isLast ? (
                <Button key="submit" type="submit" busy={sending} onClick={ignoreRepeatedClick}>
                  Submit Contract
                </Button>
              ) : (
                <Button key="next" type="submit" onClick={ignoreRepeatedClick}>
                  Next
                </Button>
              )}
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

// Next and Submit Contract take the same place: the second click of a double click on Next would
// otherwise skip a step or submit the contract. Keyboard presses (detail 0) are never ignored.
function ignoreRepeatedClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 1) event.preventDefault();
}
