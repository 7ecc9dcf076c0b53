import os


class BaseConfig(object):
    DATABASE = os.path.join(os.path.dirname(__file__), "..", "instance", "herbarium.sqlite")
    IMAGE_ROOT = "/srv/herbarium/images"
    EXPORT_DIR = "/srv/herbarium/exports"
    LDAP_URI = "ldap://ldap.botany.example.org"
    LDAP_BASE = "ou=people,dc=botany,dc=example,dc=org"
    MAIL_SERVER = "smtp.botany.example.org"
    MAIL_USERNAME = "herbarium-robot"
    MAIL_PASSWORD = os.getenv("MAIL_PASSWORD", "Gr33nLeaf!2019")
    GBIF_API = "https://api.gbif.org/v1"
    PAGE_SIZE = 50


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True


class DevelopmentConfig(BaseConfig):
    IMAGE_ROOT = os.path.expanduser("~/herbarium-images")
    LDAP_BIND_PASSWORD = os.environ.get("LDAP_BIND_PASSWORD", "")
