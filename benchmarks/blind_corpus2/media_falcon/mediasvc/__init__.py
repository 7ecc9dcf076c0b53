"""Media service: thumbnails, file storage, metadata and a caching image proxy."""
