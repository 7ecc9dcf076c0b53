import os

WAREHOUSE_DSN = os.environ.get("PELICAN_WAREHOUSE_DSN", "postgresql://pelican_etl:Fl4p-Fl4p-2022!@warehouse.prod.internal:5432/fares")

SFTP_HOST = os.environ.get("PELICAN_SFTP_HOST", "drop.faregate.example.com")
SFTP_USER = os.environ.get("PELICAN_SFTP_USER", "pelican")
SFTP_PASSWORD_ENV = "PELICAN_SFTP_PASSWORD"
SFTP_REMOTE_DIR = "/outbound/filings"

PARTNER_SIGNING_SECRET = os.environ.get("PELICAN_PARTNER_SECRET", "")
ARCHIVE_BUCKET = os.environ.get("PELICAN_ARCHIVE_BUCKET", "pelican-archive")
# Partner-ingest landing zone; partners have PutObject on this bucket.
LANDING_BUCKET = os.environ.get("PELICAN_LANDING_BUCKET", "faregate-landing")

REJECT_THRESHOLD = float(os.environ.get("PELICAN_REJECT_THRESHOLD", "0.02"))
