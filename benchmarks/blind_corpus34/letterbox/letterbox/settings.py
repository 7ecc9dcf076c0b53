import os

SECRET_KEY = os.environ.get("COURIER_FORM_SECRET", "")
DATABASE_DSN = os.environ.get("COURIER_DSN", "dbname=courier")
UPLOAD_DIR = "/srv/courier/uploads"
PUBLISH_DIR = "/srv/courier/site/reader"
LDAP_URL = "ldap://ldap.hollowayvale.local"
LDAP_BASE = "ou=staff,dc=hollowayvale,dc=local"
OEMBED_URL = "https://noembed.com/embed"
WIRE_FEED = "https://wire.localnewsnetwork.org.uk/feeds/south-west.xml"
ALLOWED_RETURN = {"/", "/letters", "/classifieds", "/whats-on"}
