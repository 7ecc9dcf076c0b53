SIGNING_KEY_ENV = "DOCMILL_SIGNING_KEY"
TRUSTED_IMAGE_HOSTS = frozenset({"cdn.docmill.example", "assets.docmill.example"})
ASSET_ROOT = "/usr/share/docmill/assets"
PANDOC = "/usr/bin/pandoc"
