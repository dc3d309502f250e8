/** Contract routes of the dossier's rules area (see the dossier brief); exported through `dossierRoutes`. */
export {};
