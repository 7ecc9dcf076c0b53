import configparser
import os
from dataclasses import dataclass

DEFAULT_PATH = os.environ.get("HIVELOG_CONFIG", "/etc/hivelog/hivelog.ini")

LDAP_BIND_DN = "cn=hivelog,ou=services,dc=wealdbees,dc=org,dc=uk"
LDAP_BIND_PASSWORD = "Propolis!Nectar2019"


@dataclass
class Settings:
    database: str
    ldap_url: str
    ldap_base: str
    cookie_key: str
    geocoder_url: str
    media_root: str
    schedule_path: str
    default_printer: str = "labels"


def load(path=DEFAULT_PATH):
    parser = configparser.ConfigParser()
    parser.read(path)
    section = parser["hivelog"] if parser.has_section("hivelog") else {}
    return Settings(
        database=section.get("database", "/var/lib/hivelog/hivelog.db"),
        ldap_url=section.get("ldap_url", "ldap://directory.wealdbees.org.uk"),
        ldap_base=section.get("ldap_base", "ou=members,dc=wealdbees,dc=org,dc=uk"),
        cookie_key=os.environ.get("HIVELOG_COOKIE_KEY", ""),
        geocoder_url=section.get("geocoder_url", "https://nominatim.openstreetmap.org/search"),
        media_root=section.get("media_root", "/var/lib/hivelog/media"),
        schedule_path=section.get("schedule_path", "/var/lib/hivelog/show-schedule.xml"),
        default_printer=section.get("printer", "labels"),
    )
