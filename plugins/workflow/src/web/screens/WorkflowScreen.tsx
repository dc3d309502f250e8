import { ChangesScreen } from './ChangesScreen/ChangesScreen.tsx';

/** `/workflow`, `/:companyId/workflow`, their item routes and `/workflow/:itemId` (new tab). */
export default function WorkflowScreen() {
  return <ChangesScreen view="forConfirmation" />;
}
