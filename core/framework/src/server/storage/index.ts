export * from './storage.ts';
export { LocalDiskStorage } from './local-disk.ts';
export { S3Storage, type S3Settings } from './s3.ts';
export { openStorage, parseStorageUrl, storageConfig, type StorageConfig, type StorageSettings } from './settings.ts';
export { migrateStorage, type MigrationCounts } from './migrate.ts';
export { storeWithRecord } from './record.ts';
