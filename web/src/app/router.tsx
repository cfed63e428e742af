import { AppLayout } from '@web/components/layout/app-layout';
import { AdvisorDashboardPage } from '@web/features/advisor/advisor-dashboard-page';
import { AuthPage } from '@web/features/auth/auth-page';
import { FounderDashboardPage } from '@web/features/founder/founder-dashboard-page';
import { IdeaPage } from '@web/features/idea/idea-page';
import { InvestorDashboardPage } from '@web/features/investor/investor-dashboard-page';
import { InvestorPage } from '@web/features/investors/investor-page';
import { InvestorsPage } from '@web/features/investors/investors-page';
import { AboutPage } from '@web/features/marketing/about-page';
import { AdvisorMarketplacePage } from '@web/features/marketing/advisor-marketplace-page';
import { ApiDocsPage } from '@web/features/marketing/api-docs-page';
import { BlogPage } from '@web/features/marketing/blog-page';
import { CareersPage } from '@web/features/marketing/careers-page';
import { ContactPage } from '@web/features/marketing/contact-page';
import { HelpPage } from '@web/features/marketing/help-page';
import { HomePage } from '@web/features/marketing/home-page';
import { NotFoundPage } from '@web/features/marketing/not-found-page';
import { PrivacyPage } from '@web/features/marketing/privacy-page';
import { SuccessStoriesPage } from '@web/features/marketing/success-stories-page';
import { ContactsPage } from '@web/features/network/contacts-page';
import { NotificationSettingsPage } from '@web/features/notifications/notification-settings-page';
import { NotificationsPage } from '@web/features/notifications/notifications-page';
import { UnsubscribePage } from '@web/features/notifications/unsubscribe-page';
import { OnboardingPage } from '@web/features/onboarding/onboarding-page';
import { PipelinePage } from '@web/features/pipeline/pipeline-page';
import { TestApiPage } from '@web/features/tools/test-api-page';
import { TestScraperPage } from '@web/features/tools/test-scraper-page';
import { createBrowserRouter } from 'react-router-dom';
import { RequireRole, RequireSignIn } from './require-role';

/** Every route of spec §2. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/dashboard',
        element: (
          <RequireRole allowed={['founder']}>
            <FounderDashboardPage />
          </RequireRole>
        ),
      },
      {
        path: '/advisor-dashboard',
        element: (
          <RequireRole allowed={['advisor']}>
            <AdvisorDashboardPage />
          </RequireRole>
        ),
      },
      {
        path: '/investor-dashboard',
        element: (
          <RequireRole allowed={['investor']}>
            <InvestorDashboardPage />
          </RequireRole>
        ),
      },
      {
        path: '/idea/:id',
        element: (
          <RequireSignIn>
            <IdeaPage />
          </RequireSignIn>
        ),
      },
      {
        path: '/idea/:id/pipeline',
        element: (
          <RequireRole allowed={['founder']}>
            <PipelinePage />
          </RequireRole>
        ),
      },
      {
        path: '/network',
        element: (
          <RequireRole allowed={['founder']}>
            <ContactsPage />
          </RequireRole>
        ),
      },
      {
        path: '/notifications',
        element: (
          <RequireSignIn>
            <NotificationsPage />
          </RequireSignIn>
        ),
      },
      {
        path: '/settings/notifications',
        element: (
          <RequireSignIn>
            <NotificationSettingsPage />
          </RequireSignIn>
        ),
      },
      // The digest's unsubscribe link: no sign-in, its token says whose digests.
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/investors', element: <InvestorsPage /> },
      {
        path: '/investors/:id',
        element: (
          <RequireSignIn>
            <InvestorPage />
          </RequireSignIn>
        ),
      },
      { path: '/advisor-marketplace', element: <AdvisorMarketplacePage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/success-stories', element: <SuccessStoriesPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/api-docs', element: <ApiDocsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/careers', element: <CareersPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/test-scraper', element: <TestScraperPage /> },
      { path: '/test-api', element: <TestApiPage /> },
      {
        path: '/admin/messages',
        lazy: {
          Component: async () =>
            (await import('@web/features/admin-messages/contact-messages-page')).ContactMessagesPage,
        },
      },
      {
        path: '/admin/audit-log',
        lazy: async () => ({
          Component: (await import('@web/features/admin-audit/audit-log-page')).AuditLogPage,
        }),
      },
      // The workbench (issue 8), for admins and ops; loaded on demand with its graph and chart libraries.
      {
        path: '/workbench',
        lazy: async () => ({ Component: (await import('@web/features/workbench/runs-page')).RunsPage }),
      },
      {
        path: '/workbench/runs/:id',
        lazy: async () => ({ Component: (await import('@web/features/workbench/run-page')).RunPage }),
      },
      {
        path: '/workbench/compare',
        lazy: async () => ({ Component: (await import('@web/features/workbench/compare-page')).ComparePage }),
      },
      {
        path: '/workbench/evals',
        lazy: async () => ({ Component: (await import('@web/features/workbench/evals-page')).EvalsPage }),
      },
      {
        path: '/onboarding',
        element: (
          <RequireSignIn>
            <OnboardingPage />
          </RequireSignIn>
        ),
      },
      { path: '/auth', element: <AuthPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
