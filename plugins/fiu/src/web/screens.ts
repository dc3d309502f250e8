import type { ScreenDef } from '@app/core/plugin-api';

/** The regulatory-reporting pages (seed 002 §2), each its own lazy chunk. */
export const fiuScreens: ScreenDef[] = [
  {
    id: 'fiu-convert',
    path: '/fiu/convert',
    title: 'goAML Conversion',
    nav: { section: 'main', order: 40, label: 'goAML Conversion' },
    load: () => import('./screens/ConvertScreen/ConvertScreen.tsx'),
  },
  {
    id: 'fiu-report',
    path: '/fiu/report',
    title: 'Report from transactions',
    nav: { section: 'main', order: 40.5, label: 'goAML Report' },
    load: () => import('./screens/ReportScreen/ReportScreen.tsx'),
  },
  {
    id: 'fiu-institution',
    path: '/fiu/institution',
    title: 'Our institution',
    nav: { section: 'main', order: 40.6, label: 'Our institution' },
    load: () => import('./screens/InstitutionScreen/InstitutionScreen.tsx'),
  },
  {
    id: 'fiu-file-list',
    path: '/fiu/file-list',
    title: 'Uploaded Files',
    nav: { section: 'main', order: 41, label: 'Uploaded Files' },
    load: () => import('./screens/FileListScreen/FileListScreen.tsx'),
  },
  {
    id: 'fiu-saved-info',
    path: '/fiu/saved-info',
    title: 'Saved Info',
    nav: { section: 'main', order: 42, label: 'Saved Info' },
    load: () => import('./screens/SavedInfoScreen/SavedInfoScreen.tsx'),
  },
  {
    id: 'fiu-user-info',
    path: '/fiu/user-info',
    title: 'User Info',
    nav: { section: 'main', order: 43, label: 'Reporting User Info' },
    load: () => import('./screens/UserInfoScreen/UserInfoScreen.tsx'),
  },
];
