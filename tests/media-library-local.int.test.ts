import { mediaLibrarySuite } from './support/media-library-suite';

// The media library's file commands on the local directory (UPLOAD_DIR); the GridFS variant is
// tests/media-library-gridfs.int.test.ts.
mediaLibrarySuite();
