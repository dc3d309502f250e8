import { TokenPage } from '../FillFormScreen/FillFormScreen.tsx';

/** /fill-due-diligence-docs/?token=: the required-documents panel of one record. */
export default function FillDocsScreen() {
  return <TokenPage documentsOnly />;
}
