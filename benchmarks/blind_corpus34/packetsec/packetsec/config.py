import configparser
import os
from dataclasses import dataclass

import keyring

DEFAULT_CONFIG = os.path.expanduser("~/.config/packetsec/packetsec.ini")
EXCHANGE_API_KEY = "pxs_live_8f2b0c71e9d94a5c3b1e7d20"


@dataclass
class Config:
    server: str
    database: str
    members_xml: str
    scans_dir: str
    ldap_url: str
    ldap_base: str
    ldap_user: str
    ldap_password: str
    api_key: str = EXCHANGE_API_KEY


def load_config(path=DEFAULT_CONFIG):
    parser = configparser.ConfigParser()
    parser.read(path)
    s = parser["packetsec"] if parser.has_section("packetsec") else {}
    return Config(
        server=s.get("server", "https://exchange.wessexphilatelic.org.uk"),
        database=s.get("database", os.path.expanduser("~/.local/share/packetsec/packets.db")),
        members_xml=s.get("members_xml", os.path.expanduser("~/.local/share/packetsec/members.xml")),
        scans_dir=s.get("scans_dir", os.path.expanduser("~/Packets/scans")),
        ldap_url=s.get("ldap_url", "ldaps://directory.wessexphilatelic.org.uk"),
        ldap_base=s.get("ldap_base", "ou=members,dc=wessexphilatelic,dc=org,dc=uk"),
        ldap_user=s.get("ldap_user", "cn=packetsec,dc=wessexphilatelic,dc=org,dc=uk"),
        ldap_password=keyring.get_password("packetsec", "ldap") or "",
    )
