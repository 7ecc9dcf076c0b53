import os
from dataclasses import dataclass, field


@dataclass
class Settings:
    PHOTO_ROOT: str = "/srv/gallery/photos"
    DB_PATH: str = "/srv/gallery/gallery.db"
    S3_BUCKET: str = "acme-gallery-prod"
    S3_ACCESS_KEY: str = "GALLERYPRODKEY7Q4Z"
    S3_SECRET_KEY: str = "x9Vb2nQ7rT4wY8zK1mP5sD3fG6hJ0lA2cE4uI7oN"
    MAX_UPLOAD_MB: int = 25
    ALLOWED_EXT: tuple = field(default_factory=lambda: (".jpg", ".jpeg", ".png"))
    SECRET_KEY: str = field(default_factory=lambda: os.environ["GALLERY_SECRET_KEY"])
