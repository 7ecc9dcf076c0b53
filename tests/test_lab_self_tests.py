"""A credential in a package module's self-test that names only lab hosts logs into a lab nobody else can reach.

The `__main__` block of a package's module, and the functions only that block calls, run when a developer starts
the module by hand. When every host they name is a private-network, loopback or reserved test address, the
password written there is a lab machine's; a public host, no host at all, or a script that is no package's module
keeps the credential a credential."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CONNECTION = """
    import asyncio


    class Connection:
        def __init__(self, url):
            self.url = url


    async def amain():
        url = "smb2+ntlm-password://TEST\\\\Administrator:Kq8vR2mZt7@10.10.10.2/C$"
        return Connection(url)


    if __name__ == "__main__":
        password = "Wd93kLmQ2x"
        ip = "10.10.10.2"
        asyncio.run(amain())
    """

PUBLIC = """
    async def amain():
        url = "smb2+ntlm-password://CORP\\\\svc_backup:Kq8vR2mZt7@files.acme-widgets.com/C$"
        return url


    if __name__ == "__main__":
        ldap_url = "ldap://admin:Wd93kLmQ2x@dc01.lab.test/"
        asyncio.run(amain())
    """

CALLED_ELSEWHERE = """
    def connect():
        url = "postgres://report:Kq8vR2mZt7@10.0.4.12/sales"
        return url


    def nightly():
        return connect()


    if __name__ == "__main__":
        connect()
    """

PUBLIC_WITH_PORT = """
    async def amain():
        url = "smb2+ntlm-password://TEST\\Administrator:Kq8vR2mZt7@10.10.10.2/C$"
        mirror = "files.acme-widgets.com:445"
        return url, mirror


    if __name__ == "__main__":
        asyncio.run(amain())
    """

LAB_WITH_PORT = """
    if __name__ == "__main__":
        password = "Wd93kLmQ2x"
        server = "10.10.10.2:445"
        print(password, server)
    """

NO_HOST = """
    if __name__ == "__main__":
        password = "Wd93kLmQ2x"
        print(password)
    """

FILES = {
    "smbkit/__init__.py": "",
    "smbkit/connection.py": CONNECTION,
    "smbkit/remote.py": PUBLIC,
    "smbkit/reports.py": CALLED_ELSEWHERE,
    "smbkit/nohost.py": NO_HOST,
    "smbkit/mirror.py": PUBLIC_WITH_PORT,
    "smbkit/labport.py": LAB_WITH_PORT,
    "deploy.py": CONNECTION,  # a script: its `__main__` block is how it runs
}


@pytest.mark.parametrize("path, needle, expected", [
    ("smbkit/connection.py", "url = \"smb2", VerdictKind.REFUTED),  # in amain(), which only the block calls
    ("smbkit/connection.py", 'password = "Wd93kLmQ2x"', VerdictKind.REFUTED),  # the block's own, beside its lab ip
    ("smbkit/remote.py", "url = ", VerdictKind.CONFIRMED),  # one host of the self-test is a public one
    ("smbkit/reports.py", "url = ", VerdictKind.CONFIRMED),  # connect() is also called by nightly()
    ("smbkit/nohost.py", "password = ", VerdictKind.CONFIRMED),  # names no host: it may be anyone's
    ("deploy.py", "url = \"smb2", VerdictKind.CONFIRMED),  # no package's module: run, not imported
    ("smbkit/mirror.py", "url = ", VerdictKind.CONFIRMED),  # a public host named with its port
    ("smbkit/labport.py", "password = ", VerdictKind.REFUTED),  # a lab address named with its port
])
@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_a_credential_in_a_package_modules_self_test_against_lab_hosts_is_a_labs(slot, path, needle, expected):
    verdict = judge_at(MemoryView(FILES), slot, path, needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason
