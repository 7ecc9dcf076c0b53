import io
import os
import tarfile


def unpack(archive_bytes, dest):
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(archive_bytes), mode="r:gz") as tar:
        tar.extractall(dest)


def unpack_checked(archive_bytes, dest):
    with tarfile.open(fileobj=io.BytesIO(archive_bytes), mode="r:gz") as tar:
        tar.extractall(dest, filter="data")


def open_local(site_dir, name):
    return open(os.path.join(site_dir, name), encoding="utf-8")
