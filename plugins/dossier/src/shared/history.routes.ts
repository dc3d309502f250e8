/** Contract routes of the dossier's history area (see the dossier brief); exported through `dossierRoutes`. */
export {};
