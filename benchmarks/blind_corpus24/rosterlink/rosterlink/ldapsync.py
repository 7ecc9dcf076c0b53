from ldap3 import SUBTREE, Connection
from ldap3.utils.conv import escape_filter_chars

from .filters import all_of, any_of, eq

MEMBER_ATTRS = ["cn", "mail", "memberNumber", "section", "sportsLicense"]


def _tidy(value):
    """Normalise user input before it goes near the directory."""
    return value.replace("\x00", "").strip()


def find_member(conn: Connection, base: str, member_no: str):
    conn.search(base, f"(&(objectClass=clubMember)(memberNumber={_tidy(member_no)}))", SUBTREE, attributes=MEMBER_ATTRS)
    return conn.entries


def search_by_name(conn: Connection, base: str, name: str):
    flt = "(&(objectClass=clubMember)(cn=*%s*))" % escape_filter_chars(name)
    conn.search(base, flt, SUBTREE, attributes=MEMBER_ATTRS)
    return conn.entries


def members_in_section(conn: Connection, base: str, section: str, licensed_only: bool = False):
    pairs = {"objectClass": "clubMember", "section": section}
    if licensed_only:
        pairs["sportsLicense"] = "TRUE"
    conn.search(base, all_of(pairs), SUBTREE, attributes=MEMBER_ATTRS)
    return conn.entries


def members_in_sections(conn: Connection, base: str, sections):
    conn.search(base, "(&(objectClass=clubMember)%s)" % any_of("section", sections), SUBTREE, attributes=MEMBER_ATTRS)
    return conn.entries


def by_mail(conn: Connection, base: str, mail: str):
    conn.search(base, "(&(objectClass=clubMember)" + eq("mail", mail) + ")", SUBTREE, attributes=MEMBER_ATTRS)
    return conn.entries


def coaches_for(conn: Connection, base: str, team: str):
    conn.search(base, "(&(objectClass=clubCoach)(team=" + team + "))", SUBTREE, attributes=["cn", "mail"])
    return conn.entries
