import type { UserType } from '@core/contracts/vocabulary';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { PageSpinner } from '@web/components/ui/spinner';
import { DASHBOARD_BY_ROLE, landingAfterSignIn } from '@web/lib/access-guard';
import { useAuth, useMe } from '@web/lib/auth';
import { useEffect, useReducer, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { AdvisorStep } from './advisor-step';
import { FounderStep } from './founder-step';
import { InvestorStep } from './investor-step';
import { LinkedinStep } from './linkedin-step';
import { initialLinkedinStep, linkedinStepReducer } from './linkedin-step-state';

const TITLES: Record<UserType, string> = {
  founder: "Welcome! Let's grow your startup",
  advisor: "Let's set up your advisor profile",
  investor: "Let's set up your investor profile",
};

const TOTAL_STEPS = 2;

export function OnboardingPage() {
  const me = useMe();
  const auth = useAuth();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [userType, setUserType] = useState<UserType>('founder');
  // Step 1's state lives here, so Back from step 2 shows what was read or typed.
  const [linkedin, dispatch] = useReducer(linkedinStepReducer, initialLinkedinStep);

  useEffect(() => {
    if (!me.data) return;
    if (me.data.profile.linkedin_url) dispatch({ type: 'urlPrefilled', url: me.data.profile.linkedin_url });
    if (me.data.profile.user_type) setUserType(me.data.profile.user_type);
  }, [me.data]);

  async function finish(role: UserType) {
    await auth.refreshRole();
    // Coming back to /onboarding later must find it finished (and go to the dashboard), not the old answer.
    await qc.invalidateQueries({ queryKey: ['me'] });
    navigate(DASHBOARD_BY_ROLE[role], { replace: true });
  }

  if (me.isPending) return <PageSpinner />;
  // Onboarding happens once: a finished account goes to its dashboard, and nothing is created twice.
  if (me.data?.profile.onboarding_completed)
    return <Navigate to={landingAfterSignIn(me.data.profile, auth.role)} replace />;
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background px-4 py-12">
      <div className="mx-auto w-full max-w-2xl">
        <div className="mb-6">
          <div className="mb-2 flex justify-between text-sm text-muted-foreground">
            <span>
              Step {step} of {TOTAL_STEPS}
            </span>
            <span>{step === 1 ? 'Your profile' : 'Your preferences'}</span>
          </div>
          <Progress value={(step / TOTAL_STEPS) * 100} aria-label="Onboarding progress" />
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-tight font-semibold tracking-tight">
              {step === 1 ? 'Tell us who you are' : TITLES[userType]}
            </h1>
            <CardDescription>
              {step === 1
                ? 'Choose how you will use Roundwise and add your LinkedIn profile.'
                : 'This shapes the matches Roundwise finds for you. You can change it later.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {step === 1 ? (
              <LinkedinStep
                userType={userType}
                onUserType={setUserType}
                state={linkedin}
                dispatch={dispatch}
                onDone={() => setStep(2)}
              />
            ) : userType === 'founder' ? (
              <FounderStep onBack={() => setStep(1)} onDone={() => finish('founder')} />
            ) : userType === 'advisor' ? (
              <AdvisorStep onBack={() => setStep(1)} onDone={() => finish('advisor')} />
            ) : (
              <InvestorStep onBack={() => setStep(1)} onDone={() => finish('investor')} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
