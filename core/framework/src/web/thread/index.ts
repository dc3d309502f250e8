export { ThreadMessages, type ThreadMessagesProps, type ThreadMessageView } from './ThreadMessages.tsx';
export { ThreadAttachments, type ThreadAttachmentsProps } from './ThreadAttachments.tsx';
export { ThreadFilesInput, type ThreadFilesInputProps } from './ThreadFilesInput.tsx';
export { ThreadStatusPicker, type ThreadStatusPickerProps } from './ThreadStatusPicker.tsx';
export { useThreadSubmit, type ThreadSubmitOptions } from './use-thread-submit.ts';
