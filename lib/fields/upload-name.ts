// The name of an image stored through the upload pipeline (lib/server/storage), as
// /api/v1/uploads answers it. Fields that refer to an uploaded image accept only this shape.
export const STORED_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|jpg|png)$/;
