/** Browser paths of the files calls that are not JSON (multipart uploads, the file views). */
export const FILE_PATHS = {
  uploadKycFile: '/api/v1/upload-kyc-file',
  uploadFile: '/api/v1/upload-file',
  updateFile: (id: string) => `/api/v1/file/update/${encodeURIComponent(id)}`,
  view: (id: string, viewingToken: string) => `/api/v1/get-kyc-file/?id=${encodeURIComponent(id)}&viewingToken=${encodeURIComponent(viewingToken)}`,
  download: (id: string) => `/api/v1/download-kyc-file?id=${encodeURIComponent(id)}`,
} as const;
