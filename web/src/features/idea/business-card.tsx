import { BUYER_INDUSTRIES, industryByKey } from '@core/business/buyer-industries';
import { REVENUE_MODEL_LABELS } from '@core/business/revenue-models';
import {
  BUYER_SIZES,
  type BuyerSize,
  REVENUE_MODELS,
  type TBusiness,
  type TBusinessEdit,
} from '@core/contracts/business';
import { COUNTRY_NAMES } from '@core/geo/countries';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Briefcase, Pencil } from 'lucide-react';
import { useState } from 'react';

const SIZE_LABELS: Readonly<Record<BuyerSize, string>> = {
  people: 'people, not companies',
  small: 'small businesses',
  'small-mid': 'small and mid-size companies',
  'mid-size': 'mid-size companies',
  enterprise: 'large companies',
  public: 'public bodies',
};

const industryLabel = (key: string | null) => (key ? (industryByKey.get(key)?.label ?? key) : null);

/** One term and its reading; a direct child of the `<dl>` (a `<div>` group), as the definition-list rules ask. */
function Row({ label, value, wide }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm">
        {value || <span className="text-muted-foreground">Not read: set it</span>}
      </dd>
    </div>
  );
}

/**
 * The business the analysis read from the founder's words (issue 34), for them to correct: every writer (partners,
 * strategy, intros) reads this one model, and the next analysis uses their corrections.
 */
export function BusinessCard({
  business,
  onSave,
}: {
  business: TBusiness | null;
  onSave?: (edit: TBusinessEdit) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const b = business;
  const markets = (b?.markets ?? []).map((c) => COUNTRY_NAMES[c] ?? c).join(', ');
  return (
    <Card data-testid="business-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Briefcase className="size-4" /> The business, as we read it
        </CardTitle>
        {onSave && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil /> Correct
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing && onSave ? (
          <BusinessForm
            business={b}
            onCancel={() => setEditing(false)}
            onSave={async (edit) => {
              await onSave(edit);
              setEditing(false);
            }}
          />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Row label="What it does" value={b?.product ?? null} wide />
            <Row label="Who pays" value={b?.payer ?? null} />
            <Row label="Who uses it" value={b?.user ?? null} />
            <Row
              label="The buyer"
              value={[
                industryLabel(b?.buyer.industry ?? null),
                b?.buyer.size ? SIZE_LABELS[b.buyer.size] : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Row label="Who signs" value={b?.buyer.signer ?? null} />
            <Row label="Business model" value={b?.model ? REVENUE_MODEL_LABELS[b.model] : null} />
            <Row label="Markets" value={markets} />
          </dl>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          Partners, the strategy and the intros are written for this business. Correct it and re-analyze.
        </p>
      </CardContent>
    </Card>
  );
}

function BusinessForm({
  business,
  onSave,
  onCancel,
}: {
  business: TBusiness | null;
  onSave: (edit: TBusinessEdit) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState({
    product: business?.product ?? '',
    payer: business?.payer ?? '',
    user: business?.user ?? '',
    industry: business?.buyer.industry ?? '',
    size: business?.buyer.size ?? '',
    signer: business?.buyer.signer ?? '',
    model: business?.model ?? '',
    markets: (business?.markets ?? []).join(', '),
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [k]: e.target.value });
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const markets = draft.markets
      .split(/[,\s]+/)
      .map((m) => m.trim().toUpperCase())
      .filter(Boolean);
    const bad = markets.find((m) => !COUNTRY_NAMES[m]);
    if (bad) return setError(`“${bad}” is not a two-letter country code (FR, NG, BR…)`);
    setSaving(true);
    try {
      await onSave({
        product: draft.product.trim() || null,
        payer: draft.payer.trim() || null,
        user: draft.user.trim() || null,
        industry: draft.industry || null,
        size: (draft.size || null) as BuyerSize | null,
        signer: draft.signer.trim() || null,
        model: (draft.model || null) as TBusiness['model'],
        markets,
      });
    } finally {
      setSaving(false);
    }
  }
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit}>
      <div className="sm:col-span-2">
        <Field id="biz-product" label="What it does, in one sentence">
          <Input id="biz-product" maxLength={300} value={draft.product} onChange={set('product')} />
        </Field>
      </div>
      <Field id="biz-payer" label="Who pays">
        <Input id="biz-payer" maxLength={200} value={draft.payer} onChange={set('payer')} />
      </Field>
      <Field id="biz-user" label="Who uses it">
        <Input id="biz-user" maxLength={200} value={draft.user} onChange={set('user')} />
      </Field>
      <Field id="biz-industry" label="The buyer’s kind">
        <NativeSelect id="biz-industry" value={draft.industry} onChange={set('industry')}>
          <option value="">Not set</option>
          {BUYER_INDUSTRIES.map((i) => (
            <option key={i.key} value={i.key}>
              {i.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="biz-size" label="Their size">
        <NativeSelect id="biz-size" value={draft.size} onChange={set('size')}>
          <option value="">Not set</option>
          {BUYER_SIZES.map((s) => (
            <option key={s} value={s}>
              {SIZE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="biz-signer" label="Who signs">
        <Input id="biz-signer" maxLength={120} value={draft.signer} onChange={set('signer')} />
      </Field>
      <Field id="biz-model" label="Business model">
        <NativeSelect id="biz-model" value={draft.model} onChange={set('model')}>
          <option value="">Not set</option>
          {REVENUE_MODELS.map((m) => (
            <option key={m} value={m}>
              {REVENUE_MODEL_LABELS[m]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="sm:col-span-2">
        <Field id="biz-markets" label="Markets (country codes)" error={error ?? undefined}>
          <Input id="biz-markets" value={draft.markets} onChange={set('markets')} placeholder="FR, BE" />
        </Field>
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
