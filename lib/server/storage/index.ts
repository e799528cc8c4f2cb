import 'server-only';
import { randomUUID } from 'node:crypto';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { getEnv, type Env } from '@/lib/server/env';
import { gridfsStorage } from './gridfs';
import { localStorage } from './local';
import type { StoredFile, UploadStorage } from './types';

export const IMAGE_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

// Only names this module generated are valid, which rules out path traversal on read.
const STORED_NAME = STORED_IMAGE_NAME;

export type StorageKind = Env['UPLOAD_STORAGE'];

// A driver by name; the app uses the configured one, the shared test suite runs each.
export function storageDriver(kind: StorageKind): UploadStorage {
  return kind === 'gridfs' ? gridfsStorage() : localStorage(getEnv().UPLOAD_DIR);
}

let storage: UploadStorage | null = null;

function getStorage(): UploadStorage {
  storage ??= storageDriver(getEnv().UPLOAD_STORAGE);
  return storage;
}

export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
  return IMAGE_TYPES[extension] ?? 'application/octet-stream';
}

// Stores image bytes that the caller has already validated and re-encoded; returns the new file name.
export async function saveImage(data: Buffer, extension: ImageExtension): Promise<string> {
  const name = `${randomUUID()}.${extension}`;
  await getStorage().save(name, data);
  return name;
}

export async function readImage(name: string): Promise<StoredFile | null> {
  if (!isStoredImageName(name)) return null;
  return getStorage().read(name);
}

export async function removeImage(name: string): Promise<void> {
  if (isStoredImageName(name)) await getStorage().remove(name);
}

// Writes re-encoded bytes under a stored name: pages that show /uploads/{name} show the new file.
export async function replaceImage(name: string, data: Buffer): Promise<void> {
  if (!isStoredImageName(name)) throw new Error(`Not a stored image name: ${name}`);
  await getStorage().replace(name, data);
}

// The stored images' names (files the pipeline did not name, if any were put there by hand, left out).
export async function listImages(): Promise<string[]> {
  return (await getStorage().list()).filter(isStoredImageName);
}
