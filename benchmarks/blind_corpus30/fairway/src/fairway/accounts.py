"""Member accounts for club score-entry kiosks."""
import hashlib
import random
import secrets

from ldap3 import Connection
from ldap3.utils.conv import escape_filter_chars


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def course_cache_key(course_id: str, tee: str) -> str:
    return hashlib.sha1(f"{course_id}:{tee}".encode()).hexdigest()


def make_invite_code() -> str:
    return "%08x" % random.getrandbits(32)


def make_session_token() -> str:
    return secrets.token_urlsafe(32)


def directory_lookup(conn: Connection, base: str, member_no: str, surname: str | None = None):
    if surname is not None:
        conn.search(base, f"(&(memberNumber={escape_filter_chars(member_no)})(sn={escape_filter_chars(surname)}))", attributes=["cn"])
    else:
        conn.search(base, f"(&(objectClass=golfer)(memberNumber={member_no}))", attributes=["cn", "handicapIndex"])
    return list(conn.entries)
