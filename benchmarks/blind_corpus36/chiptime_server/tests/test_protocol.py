import configparser
import hashlib

from chiptime.auth import ReaderAuth
from chiptime.protocol import split

ADMIN_PASSWORD = "letmein-test"


def test_split():
    assert split('NOTE 12 "fell at mile 3"') == ("NOTE", ["12", "fell at mile 3"])


def test_admin_check():
    cfg = configparser.ConfigParser()
    cfg.read_dict({"admin": {"password_sha1": hashlib.sha1(ADMIN_PASSWORD.encode()).hexdigest()}})
    assert ReaderAuth(cfg).check_admin(ADMIN_PASSWORD)
