import os
import subprocess
import tarfile
import tempfile
import time

from .crypto import encrypt_file


def snapshot_name(label, when=None):
    when = when or time.gmtime()
    return f"{label}-{time.strftime('%Y%m%dT%H%M%SZ', when)}.tar.gz"


def create(source_dir, label, spool_dir):
    dest = os.path.join(spool_dir, snapshot_name(label))
    subprocess.run(["tar", "-C", source_dir, "-czf", dest, "."], check=True)
    return dest


def restore(archive_path, dest_dir):
    """Unpack a downloaded snapshot over dest_dir."""
    with tarfile.open(archive_path, "r:gz") as tar:
        tar.extractall(dest_dir)


def _is_within(base, target):
    base = os.path.realpath(base)
    target = os.path.realpath(target)
    return os.path.commonpath([base, target]) == base


def restore_subset(archive_path, dest_dir, prefix):
    with tarfile.open(archive_path, "r:gz") as tar:
        members = []
        for member in tar.getmembers():
            if not member.name.startswith(prefix):
                continue
            if member.issym() or member.islnk() or member.isdev():
                continue
            if not _is_within(dest_dir, os.path.join(dest_dir, member.name)):
                raise ValueError(f"refusing to extract {member.name!r}")
            members.append(member)
        tar.extractall(dest_dir, members=members)


def stage_encrypted(archive_path, passphrase):
    fd, staged = tempfile.mkstemp(prefix="quarry-", suffix=".enc")
    os.close(fd)
    encrypt_file(archive_path, staged, passphrase)
    return staged
