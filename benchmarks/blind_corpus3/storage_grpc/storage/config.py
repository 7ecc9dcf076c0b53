import os

DATA_ROOT = os.environ.get("BLOBSTORE_ROOT", "/srv/blobstore")
LISTEN = os.environ.get("BLOBSTORE_LISTEN", "[::]:50051")
MAX_WORKERS = int(os.environ.get("BLOBSTORE_WORKERS", "16"))
INDEX_DB = os.path.join(DATA_ROOT, ".index.sqlite3")

# Service-to-service token accepted from the backup job.
BACKUP_SERVICE_TOKEN = "bks_4f9a2c71e8d34b0a9c6e51f27d8b3a40"

UPSTREAMS = {
    "eu": "https://eu.blobs.internal.example.com",
    "us": "https://us.blobs.internal.example.com",
}
