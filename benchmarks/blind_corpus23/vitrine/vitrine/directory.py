"""Build LDAP filters for the staff directory.

Callers pass the result straight to their LDAP client's search().
"""
import re

from ldap3.utils.conv import escape_filter_chars

_UID_RE = re.compile(r"^[a-z]{2,12}[0-9]{0,3}$")


def staff_by_uid(conn, base, uid: str):
    if not _UID_RE.match(uid):
        return []
    conn.search(base, f"(&(objectClass=museumStaff)(uid={uid}))", attributes=["cn", "mail"])
    return conn.entries


def staff_by_email(conn, base, email: str):
    conn.search(base, "(&(objectClass=museumStaff)(mail=" + email + "))", attributes=["cn", "uid"])
    return conn.entries


def curator_filter(department: str) -> str:
    return "(&(title=Curator*)(departmentNumber=%s))" % escape_filter_chars(department)


def department_filter(department: str, extra: str = "") -> str:
    return "(&(departmentNumber=%s)%s)" % (escape_filter_chars(department), extra)


def find_curators(conn, base, department: str):
    conn.search(base, curator_filter(department), attributes=["cn"])
    return conn.entries


def find_in_department(conn, base, department: str, extra: str = ""):
    conn.search(base, department_filter(department, extra), attributes=["cn", "telephoneNumber"])
    return conn.entries
