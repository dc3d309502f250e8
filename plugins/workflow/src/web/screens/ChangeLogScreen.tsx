import { ChangesScreen } from './ChangesScreen/ChangesScreen.tsx';

/** `/change-log`, `/:companyId/change-log` and their item routes. */
export default function ChangeLogScreen() {
  return <ChangesScreen view="forHistory" />;
}
