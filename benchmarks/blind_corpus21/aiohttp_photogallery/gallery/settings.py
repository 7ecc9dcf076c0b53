import os

import yaml

CONFIG_PATH = os.environ.get("GALLERY_CONFIG", "/etc/gallery/gallery.yaml")


def load_config(path=CONFIG_PATH):
    with open(path) as fh:
        return yaml.safe_load(fh) or {}


PHOTO_ROOT = os.environ.get("GALLERY_PHOTO_ROOT", "/srv/gallery/photos")
DSN = os.environ.get("GALLERY_DSN", "postgresql://gallery@localhost/gallery")
S3_BUCKET = "family-gallery-originals"
S3_ACCESS_KEY = os.environ.get("GALLERY_S3_ACCESS", "AKIAIOSFODNN7GALLERY")
S3_SECRET = os.environ.get("GALLERY_S3_SECRET", "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")
OEMBED_PROVIDERS = {
    "www.flickr.com": "https://www.flickr.com/services/oembed/",
    "vimeo.com": "https://vimeo.com/api/oembed.json",
}
