"""Lab-wide configuration (also used as the Flask config object)."""
import os

DATA_ROOT = os.environ.get("LABKIT_DATA", "/srv/labkit")
UPLOAD_DIR = os.path.join(DATA_ROOT, "uploads")
METHOD_DIR = os.path.join(DATA_ROOT, "methods")
REPORT_DIR = os.path.join(DATA_ROOT, "reports")
CACHE_DIR = os.path.expanduser("~/.cache/labkit")

SECRET_KEY = os.environ.get("LABKIT_SECRET_KEY")
MAX_CONTENT_LENGTH = 200 * 1024 * 1024

# LIMS instrument gateway
INSTRUMENT_API = "https://lims.lab.example.org/api/v2"
INSTRUMENT_API_USER = "labkit-sync"
INSTRUMENT_API_PASSWORD = "Spektro#2019!lab"
DB_PASSWORD_ENV = "LABKIT_DB_PASSWORD"
