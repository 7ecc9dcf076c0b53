"""Darwin Core archives (tar.gz) published by the portal."""
import os
import tarfile


def unpack_portal_archive(stream, dest):
    with tarfile.open(fileobj=stream, mode="r|gz") as tar:
        tar.extractall(dest)


def unpack_checked(stream, dest):
    with tarfile.open(fileobj=stream, mode="r|gz") as tar:
        tar.extractall(dest, filter="data")


def write_export(rows, out_path):
    """out_path is the operator's --out option."""
    os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
    with open(out_path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write("\t".join(str(v) for v in row) + "\n")
