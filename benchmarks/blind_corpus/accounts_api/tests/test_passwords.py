import hashlib

from accounts.passwords import verify

LEGACY_SALT = "abcd"
LEGACY_PW = "password1"


def test_legacy_md5_verifies():
    stored = "md5$%s$%s" % (LEGACY_SALT, hashlib.md5((LEGACY_SALT + LEGACY_PW).encode()).hexdigest())
    assert verify(LEGACY_PW, stored) == (True, True)
