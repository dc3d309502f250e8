/** Contract routes of the dossier's ops area (see the dossier brief); exported through `dossierRoutes`. */
export {};
