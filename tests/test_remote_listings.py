"""The names a remote file server lists (paramiko's SFTP client, ftplib) are chosen by whoever runs that server, as an
archive's member names are by its builder: they count where they reach a shell or a path written to. A local folder's
listing, or `listdir` on an object not named for SFTP or FTP, is no such source."""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, raised

INBOX = """
    import ftplib
    import os
    import subprocess

    import paramiko


    def pull(host):
        sftp = paramiko.SFTPClient.from_transport(paramiko.Transport((host, 22)))
        for name in sftp.listdir("/outbox"):
            subprocess.call("gpg --decrypt /srv/inbox/" + name, shell=True)


    def mirror(host):
        ftp = ftplib.FTP(host)
        for name in ftp.nlst():
            with open(os.path.join("/srv/mirror", name), "wb") as out:
                ftp.retrbinary("RETR " + name, out.write)


    def local():
        for name in os.listdir("/srv/inbox"):
            subprocess.call("gpg --decrypt /srv/inbox/" + name, shell=True)


    def store(fs):
        for name in fs.listdir("/"):
            subprocess.call("rm /srv/cache/" + name, shell=True)
    """


def _found() -> set[tuple[str, int]]:
    return {(f.category, f.locations[0].start_line) for f in raised(MemoryView({"inbox.py": INBOX}), "taint")}


def _line(needle: str) -> int:
    return line_of(MemoryView({"inbox.py": INBOX}), "inbox.py", needle)


def test_names_a_remote_server_lists_count() -> None:
    found = _found()
    assert ("command-injection", _line('"gpg --decrypt /srv/inbox/" + name')) in found
    assert ("path-traversal", _line('open(os.path.join("/srv/mirror", name)')) in found


def test_a_local_listing_is_no_remote_one() -> None:
    found = _found()
    assert ("command-injection", _line('"rm /srv/cache/" + name')) not in found
    lines = [line for category, line in found if category == "command-injection"]
    assert lines == [_line('"gpg --decrypt /srv/inbox/" + name')]
