import type { IdeaDocument } from '../ideas/idea.table';

/** Spec §5: one file at a time, pdf, doc, docx, ppt, pptx or txt, at most 20 MB. */
const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt'] as const;
export type DocumentType = NonNullable<IdeaDocument['type']>;

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_MESSAGE = 'Maximum file size is 20MB';

/** What a download is served as. */
export const DOCUMENT_MIME: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
};

/** How an error message names each type: "the content is not a PDF". */
export const DOCUMENT_LABEL: Record<DocumentType, string> = {
  pdf: 'a PDF',
  doc: 'a Word document (.doc)',
  docx: 'a Word document (.docx)',
  ppt: 'a PowerPoint presentation (.ppt)',
  pptx: 'a PowerPoint presentation (.pptx)',
  txt: 'plain UTF-8 text',
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}
