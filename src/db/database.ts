import type { AgentEventTable, WorkflowEventTable, WorkflowRunTable } from '../../workflows/engine/engine';
import type { AdvisorInterestTable } from '../advisors/advisor-interest.table';
import type { AuditLogTable } from '../audit/audit-log.table';
import type {
  AccountTable,
  ApiKeyTable,
  ApiKeyUsageTable,
  SessionTable,
  UserRoleTable,
  UserTable,
  VerificationTable,
} from '../auth/auth.table';
import type { ContactMessageTable } from '../contact/contact-message.table';
import type { ContactImportTable, ContactTable } from '../contacts/contact.table';
import type {
  DocumentRequestTable,
  InvestorBookmarkTable,
  InvestorDecisionTable,
} from '../dealflow/deal-flow.table';
import type { IdeaTable } from '../ideas/idea.table';
import type {
  CompanyTable,
  DataMetaTable,
  InvestorTable,
  PortfolioCompanyTable,
  RoundInvestorTable,
  RoundTable,
} from '../investors/investor.table';
import type { InvestorPersonTable } from '../investors/investor-people.table';
import type { NotificationSettingsTable, NotificationTable } from '../notifications/notification.table';
import type { PipelineEntryTable, PipelineEventTable, PipelineRoundTable } from '../pipeline/pipeline.table';
import type { ProfileTable, UserContextTable } from '../profiles/profile.table';
import type {
  IdeaEmbeddingTable,
  InvestorEmbeddingTable,
  ProfileEmbeddingTable,
} from '../vectors/embedding.table';
import type { WaitlistTable } from '../waitlist/waitlist.table';

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  user_roles: UserRoleTable;
  api_keys: ApiKeyTable;
  profiles: ProfileTable;
  user_context: UserContextTable;
  ideas: IdeaTable;
  advisor_interests: AdvisorInterestTable;
  investors: InvestorTable;
  companies: CompanyTable;
  rounds: RoundTable;
  round_investors: RoundInvestorTable;
  data_meta: DataMetaTable;
  api_key_usage: ApiKeyUsageTable;
  waitlist: WaitlistTable;
  workflow_runs: WorkflowRunTable;
  workflow_events: WorkflowEventTable;
  agent_events: AgentEventTable;
  idea_embeddings: IdeaEmbeddingTable;
  profile_embeddings: ProfileEmbeddingTable;
  investor_embeddings: InvestorEmbeddingTable;
  portfolio_companies: PortfolioCompanyTable;
  contact_messages: ContactMessageTable;
  pipeline_rounds: PipelineRoundTable;
  pipeline_entries: PipelineEntryTable;
  pipeline_events: PipelineEventTable;
  audit_log: AuditLogTable;
  investor_decisions: InvestorDecisionTable;
  investor_bookmarks: InvestorBookmarkTable;
  document_requests: DocumentRequestTable;
  notifications: NotificationTable;
  notification_settings: NotificationSettingsTable;
  contacts: ContactTable;
  contact_imports: ContactImportTable;
  investor_people: InvestorPersonTable;
}
