import configparser
import os

import keyring

CONFIG_PATH = os.path.expanduser("~/.config/turbinectl/turbinectl.ini")

DEFAULTS = {
    "scada_url": "https://scada.northridge-wind.example/api",
    "vendor_portal": "https://portal.vestrion.example",
    "ldap_url": "ldaps://ldap.northridge-wind.example",
    "ldap_base": "ou=technicians,dc=northridge-wind,dc=example",
    "workdir": os.path.expanduser("~/.cache/turbinectl"),
}

VENDOR_PORTAL_USER = "northridge-ops"
VENDOR_PORTAL_PASSWORD = "V3str!on-Nacelle#2022"


def load():
    cp = configparser.ConfigParser(defaults=DEFAULTS)
    cp.read(CONFIG_PATH)
    if not cp.has_section("turbinectl"):
        cp.add_section("turbinectl")
    return cp["turbinectl"]


def scada_token():
    return keyring.get_password("turbinectl", "scada")
