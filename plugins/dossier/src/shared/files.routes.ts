/** Contract routes of the dossier's files area (see the dossier brief); exported through `dossierRoutes`. */
export {};
