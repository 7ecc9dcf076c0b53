import os


class BaseConfig:
    DB_PATH = os.environ.get("STRIKELINE_DB", "strikeline.sqlite3")
    LANE_CONTROLLER = "http://10.20.0.5:8080"
    LDAP_URI = os.environ.get("STRIKELINE_LDAP", "ldap://ldap.bowl.local")
    LDAP_BASE = "ou=members,dc=bowl,dc=local"
    SESSION_SECRET = "b7f1c2e9a4d84f0c9e3a1d6b5c7f8e20"
    SCOREBOARD_API_TOKEN = os.environ.get("SCOREBOARD_TOKEN", "")
    EXPORT_DIR = "/var/lib/strikeline/exports"
    SCORE_ARCHIVE = "/var/lib/strikeline/archive.xml"


class TestConfig(BaseConfig):
    DB_PATH = ":memory:"
    SESSION_SECRET = "test-secret-do-not-use"
