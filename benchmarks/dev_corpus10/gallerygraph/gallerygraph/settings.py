import os

DATABASE_URL = os.environ.get("GALLERY_DB", "postgresql://gallery@localhost/gallery")
MEDIA_ROOT = os.environ.get("GALLERY_MEDIA", "/srv/gallery/media")
JWT_SECRET = os.environ["GALLERY_JWT_SECRET"]
JWT_ALGORITHM = "HS256"
DEBUG = os.environ.get("GALLERY_DEBUG", "false").lower() == "true"
