from ldap3 import Connection, Server

from .creds import DIRECTORY_URL


def employee(emp_no, bind_user, bind_pw):
    conn = Connection(Server(DIRECTORY_URL), user=bind_user, password=bind_pw, auto_bind=True)
    conn.search("ou=employees,dc=bank,dc=internal", "(employeeNumber=" + emp_no + ")",
                attributes=["cn", "mail", "departmentNumber"])
    return conn.entries[0] if conn.entries else None
