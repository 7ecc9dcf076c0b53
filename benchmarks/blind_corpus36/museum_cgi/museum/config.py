DB_HOST = "localhost"
DB_USER = "museum"
DB_PASSWORD = "Curator#1887-mill"
DB_NAME = "collections"
IMAGE_ROOT = "/srv/museum/images"
ARCHIVE_ROOT = "/srv/museum/oral-history"
TRANSCRIPT_ROOT = "/srv/museum/transcripts"
DEBUG_TRACEBACKS = True
PARTNERS = {
    "county-archive": "https://archives.county.example.gov.uk/oai",
    "textile-trust": "https://collections.textiletrust.example.org/oai",
}
