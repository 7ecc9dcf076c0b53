from starlette.config import Config
from starlette.datastructures import CommaSeparatedStrings, Secret

config = Config(".env")

DATABASE_URL = config("DATABASE_URL", default="sqlite:///./docconv.db")
JOBS_DIR = config("JOBS_DIR", default="/var/lib/docconv/jobs")
SESSION_SECRET = config("SESSION_SECRET", cast=Secret)
MAX_UPLOAD = config("MAX_UPLOAD", cast=int, default=50 * 1024 * 1024)
CALLBACK_HOSTS = config("CALLBACK_HOSTS", cast=CommaSeparatedStrings, default="hooks.example.com")

# Archive bucket for converted output; the default below is the example pair from the AWS docs
S3_ACCESS_KEY = config("S3_ACCESS_KEY", default="AKIAIOSFODNN7EXAMPLE")
S3_SECRET_KEY = config("S3_SECRET_KEY", cast=Secret, default="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
