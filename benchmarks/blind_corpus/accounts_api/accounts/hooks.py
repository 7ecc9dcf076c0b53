"""Site-specific hooks configured by the operator in accounts.ini, e.g.

    [hooks]
    on_signup = /usr/local/bin/crm-add --email %s
"""
import configparser
import subprocess

CONFIG_PATH = "/etc/accounts/accounts.ini"


def _config():
    cfg = configparser.ConfigParser(interpolation=None)
    cfg.read(CONFIG_PATH)
    return cfg


def on_signup(email):
    cfg = _config()
    if not cfg.has_option("hooks", "on_signup"):
        return 0
    cmd = cfg.get("hooks", "on_signup")
    return subprocess.call(cmd % email, shell=True)


def on_cleanup():
    cfg = _config()
    cmd = cfg.get("hooks", "on_cleanup", fallback="")
    if cmd:
        return subprocess.call(cmd, shell=True)
    return 0
