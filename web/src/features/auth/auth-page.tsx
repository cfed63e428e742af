import type { TMe } from '@core/contracts/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { AuthSpinner } from '@web/app/require-role';
import { Logo } from '@web/components/layout/logo';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { landingAfterSignIn } from '@web/lib/access-guard';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { authClient } from '@web/lib/auth-client';
import { notify, notifyError } from '@web/lib/toast';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type TSignInForm, type TSignUpForm, ZSignInForm, ZSignUpForm } from './auth-schemas';

export function AuthPage() {
  const auth = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (auth.status !== 'signed-in') return;
    api<TMe>('/api/me')
      .then((me) => navigate(landingAfterSignIn(me.profile, me.role), { replace: true }))
      .catch(() => navigate('/onboarding', { replace: true }));
  }, [auth.status, navigate]);

  if (auth.status !== 'signed-out') return <AuthSpinner />;
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Logo />
          <h1 className="mt-4 text-2xl font-semibold leading-tight tracking-tight">
            Raise your round with Roundwise
          </h1>
          <CardDescription>Sign in, or create a free account in a minute.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="signin">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onDone={() => navigate('/onboarding')} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

function SignInForm() {
  const auth = useAuth();
  const form = useForm<TSignInForm>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: TSignInForm) {
    try {
      const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        notifyError('Sign in failed', error.message ?? error.statusText);
        return;
      }
      notify('Welcome back!', "You've successfully signed in.");
      await auth.refreshSession();
    } catch (err) {
      notifyError('Error', err instanceof Error && err.message ? err.message : 'Something went wrong');
    }
  }

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Field id="signin-email" label="Email" error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message}>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? <Loader2 className="animate-spin" /> : null} Sign In
      </Button>
    </form>
  );
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const auth = useAuth();
  const form = useForm<TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: TSignUpForm) {
    try {
      const { error } = await authClient.signUp.email({
        name: values.fullName,
        email: values.email,
        password: values.password,
      });
      if (error) {
        notifyError('Sign up failed', error.message ?? error.statusText);
        return;
      }
      notify('Success!', 'Your account has been created. Welcome to Roundwise!');
      await auth.refreshSession();
      onDone();
    } catch (err) {
      notifyError('Error', err instanceof Error && err.message ? err.message : 'Something went wrong');
    }
  }

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Field id="signup-name" label="Full name" error={errors.fullName?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          required
          maxLength={100}
          aria-invalid={!!errors.fullName}
          {...form.register('fullName')}
        />
      </Field>
      <Field id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="signup-password"
        label="Password"
        error={errors.password?.message}
        hint="At least 6 characters"
      >
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? <Loader2 className="animate-spin" /> : null} Create account
      </Button>
    </form>
  );
}
