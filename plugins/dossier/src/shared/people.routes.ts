/** Contract routes of the dossier's people area (see the dossier brief); exported through `dossierRoutes`. */
export {};
