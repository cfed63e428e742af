import { ApiError } from '@web/lib/api';
import { describe, expect, it } from 'vitest';
import { checkFile, formatSize, TOO_LARGE, typeLabel, UPLOAD_FAILED, uploadFailure } from './documents-api';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('lets the six types through up to 20 MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.ppt', 'e.PPTX', 'f.txt']) {
      expect(checkFile({ name, size: 20 * MB })).toBeNull();
    }
  });

  it("says 'File too large' above 20 MB, before anything is sent", () => {
    expect(checkFile({ name: 'deck.pdf', size: 20 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 20MB',
    });
  });

  it('refuses other types and empty files', () => {
    expect(checkFile({ name: 'photo.png', size: 10 })?.title).toBe('Upload failed');
    expect(checkFile({ name: 'README', size: 10 })?.title).toBe('Upload failed');
    expect(checkFile({ name: 'empty.txt', size: 0 })?.description).toBe('The file is empty.');
  });
});

describe('uploadFailure', () => {
  it('maps a 413 to the spec toast', () => {
    expect(
      uploadFailure(new ApiError(413, 'payload_too_large', 'Maximum file size is 20MB', 'file')),
    ).toEqual(TOO_LARGE);
  });

  it("shows the server's reason when it refused the file itself", () => {
    const err = new ApiError(
      415,
      'unsupported_media_type',
      'file: the content is not a PDF; it looks like PNG',
      'file',
    );
    expect(uploadFailure(err)).toEqual({
      title: 'Upload failed',
      description: 'The content is not a PDF; it looks like PNG.',
    });
  });

  it("falls back to the spec's message", () => {
    expect(uploadFailure(new ApiError(500, 'internal', 'Something went wrong'))).toEqual(UPLOAD_FAILED);
    expect(uploadFailure(new ApiError(0, 'network', 'offline'))).toEqual(UPLOAD_FAILED);
    expect(uploadFailure(new Error('boom'))).toEqual(UPLOAD_FAILED);
  });
});

describe('formatSize and typeLabel', () => {
  it('reads as a person would', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(1.25 * MB)).toBe('1.3 MB');
    expect(formatSize(20 * MB)).toBe('20 MB');
    expect(typeLabel({ name: 'x.pdf', url: '', uploadedAt: '', type: 'pdf' })).toBe('PDF');
    expect(typeLabel({ name: 'older.docx', url: '', uploadedAt: '' })).toBe('DOCX');
  });
});
