import { useAuth } from '@web/lib/auth';
import { type FormEvent, useId, useState } from 'react';
import {
  buildConsoleRequest,
  type ConsoleInputs,
  type ConsoleSummary,
  type ConsoleTabId,
  countOutcome,
  EMPTY_INPUTS,
  EMPTY_SUMMARY,
} from './api-console';
import { type ConsoleResult, runConsoleRequest } from './console-runner';
import type { RunSnapshot } from './crawl-run';
import type { InvestorOption } from './investor-combobox';

type Errors = Partial<Record<keyof ConsoleInputs, string>>;

export interface TabRun {
  running: boolean;
  live: RunSnapshot | null;
  result: ConsoleResult | null;
}

/** What the input fields need: the values, their errors, and how to change and wire them. */
export interface ConsoleForm {
  inputs: ConsoleInputs;
  errors: Errors;
  fieldId: (field: keyof ConsoleInputs) => string;
  set: (field: keyof ConsoleInputs) => (value: string) => void;
  wire: (field: keyof ConsoleInputs) => {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  investor: InvestorOption | null;
  chooseInvestor: (next: InvestorOption | null) => void;
}

const RUNNER = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  now: () => performance.now(),
};

/**
 * The console's state: the inputs shared by every tab, each tab's last run (live while it goes) and the
 * summary of outcomes. `runTest` validates a tab's inputs (focusing the first bad field) before calling.
 */
export function useApiConsole() {
  const auth = useAuth();
  const id = useId();
  const [inputs, setInputs] = useState<ConsoleInputs>({ ...EMPTY_INPUTS, uid: auth.user?.id ?? '' });
  const [investor, setInvestor] = useState<InvestorOption | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [runs, setRuns] = useState<Partial<Record<ConsoleTabId, TabRun>>>({});
  const [summary, setSummary] = useState<ConsoleSummary>(EMPTY_SUMMARY);

  const fieldId = (field: keyof ConsoleInputs) => `${id}-${field}`;
  const set = (field: keyof ConsoleInputs) => (value: string) => {
    setInputs((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  /** The props that wire an input to its label and its error. */
  const wire = (field: keyof ConsoleInputs) => ({
    id: fieldId(field),
    'aria-invalid': Boolean(errors[field]) || undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });
  const chooseInvestor = (next: InvestorOption | null) => {
    setInvestor(next);
    if (next) setErrors((prev) => ({ ...prev, investorId: undefined }));
  };

  async function runTest(tabId: ConsoleTabId, event?: FormEvent) {
    event?.preventDefault();
    if (runs[tabId]?.running) return;
    const built = buildConsoleRequest(tabId, { ...inputs, investorId: investor?.id ?? '' });
    if (!built.ok) {
      setErrors({ [built.field]: built.message });
      document.getElementById(fieldId(built.field as keyof ConsoleInputs))?.focus();
      return;
    }
    setErrors({});
    setRuns((prev) => ({
      ...prev,
      [tabId]: { running: true, live: null, result: prev[tabId]?.result ?? null },
    }));
    const result = await runConsoleRequest(built.value, {
      ...RUNNER,
      onRun: (live) =>
        setRuns((prev) => ({
          ...prev,
          [tabId]: { running: true, live, result: prev[tabId]?.result ?? null },
        })),
    });
    setRuns((prev) => ({ ...prev, [tabId]: { running: false, live: null, result } }));
    setSummary((prev) => countOutcome(prev, result.ok));
  }

  const form: ConsoleForm = { inputs, errors, fieldId, set, wire, investor, chooseInvestor };
  return { form, runs, summary, runTest };
}
