import type { Migration } from 'kysely';
import * as createCoreTables from './2026_11_22_0900_create_core_tables';
import * as addInvestorData from './2026_11_22_1000_add_investor_data';
import * as addRunLease from './2026_11_22_1100_add_run_lease';
import * as oneRunningRunPerSubject from './2026_11_22_1200_one_running_run_per_subject';
import * as addEmbeddings from './2026_11_22_1300_add_embeddings';
import * as addAgentEvents from './2026_11_22_1400_add_agent_events';
import * as addCrawls from './2026_11_24_1500_add_crawls';
import * as addDealFlowSwitch from './2026_11_24_1600_add_deal_flow_switch';
import * as addContactMessages from './2026_11_24_1700_add_contact_messages';
import * as addPipeline from './2026_11_24_1800_add_pipeline';
import * as addAuditLog from './2026_11_24_1900_add_audit_log';
import * as addInvestorFitFields from './2026_11_26_1000_add_investor_fit_fields';
import * as addIdeaRound from './2026_11_26_1010_add_idea_round';
import * as addWorkflowId from './2026_11_26_1200_add_workflow_id';
import * as addToolCallEvents from './2026_11_26_1210_add_tool_call_events';
import * as addDocumentSharing from './2026_11_26_1310_add_document_sharing';
import * as addRateLimitTable from './2026_11_26_1320_add_rate_limit_table';
import * as addDealFlowActions from './2026_11_26_1600_add_deal_flow_actions';
import * as addNotifications from './2026_11_26_1610_add_notifications';
import * as addInvestorEmbeddings from './2026_11_27_1500_add_investor_embeddings';
import * as addAccountPlans from './2026_11_27_1700_add_account_plans';
import * as addContacts from './2026_11_28_0900_add_contacts';
import * as addInvestorPeople from './2026_11_28_0910_add_investor_people';
import * as addPipelineWarmContact from './2026_11_28_0920_add_pipeline_warm_contact';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that any loader (tsx, vitest,
 * a bundler) runs the same set; a test checks this list matches the folder.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0900_create_core_tables': createCoreTables,
  '2026_11_22_1000_add_investor_data': addInvestorData,
  '2026_11_22_1100_add_run_lease': addRunLease,
  '2026_11_22_1200_one_running_run_per_subject': oneRunningRunPerSubject,
  '2026_11_22_1300_add_embeddings': addEmbeddings,
  '2026_11_22_1400_add_agent_events': addAgentEvents,
  '2026_11_24_1500_add_crawls': addCrawls,
  '2026_11_24_1600_add_deal_flow_switch': addDealFlowSwitch,
  '2026_11_24_1700_add_contact_messages': addContactMessages,
  '2026_11_24_1800_add_pipeline': addPipeline,
  '2026_11_24_1900_add_audit_log': addAuditLog,
  '2026_11_26_1000_add_investor_fit_fields': addInvestorFitFields,
  '2026_11_26_1010_add_idea_round': addIdeaRound,
  '2026_11_26_1200_add_workflow_id': addWorkflowId,
  '2026_11_26_1210_add_tool_call_events': addToolCallEvents,
  '2026_11_26_1310_add_document_sharing': addDocumentSharing,
  '2026_11_26_1320_add_rate_limit_table': addRateLimitTable,
  '2026_11_26_1600_add_deal_flow_actions': addDealFlowActions,
  '2026_11_26_1610_add_notifications': addNotifications,
  '2026_11_27_1500_add_investor_embeddings': addInvestorEmbeddings,
  '2026_11_27_1700_add_account_plans': addAccountPlans,
  '2026_11_28_0900_add_contacts': addContacts,
  '2026_11_28_0910_add_investor_people': addInvestorPeople,
  '2026_11_28_0920_add_pipeline_warm_contact': addPipelineWarmContact,
};
