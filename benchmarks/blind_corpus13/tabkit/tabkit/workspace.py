"""A Workspace is a directory of named tables stored as CSV files."""
import os
import tarfile
import zipfile

from .compat import fspath
from .table import Table


class WorkspaceError(Exception):
    pass


class Workspace(object):
    suffix = ".csv"

    def __init__(self, root):
        self.root = os.path.abspath(fspath(root))
        os.makedirs(self.root, exist_ok=True)

    def _path(self, name):
        return os.path.join(self.root, name + self.suffix)

    def _checked_path(self, name):
        path = os.path.realpath(self._path(name))
        if os.path.commonpath([path, os.path.realpath(self.root)]) != os.path.realpath(self.root):
            raise WorkspaceError("table name escapes the workspace: %r" % name)
        return path

    def names(self):
        return sorted(f[: -len(self.suffix)] for f in os.listdir(self.root) if f.endswith(self.suffix))

    def load(self, name, typed=False):
        with open(self._path(name), newline="") as fh:
            return Table.from_csv(fh, typed=typed)

    def save(self, name, table):
        path = self._checked_path(name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", newline="") as fh:
            fh.write(table.to_csv())
        return path

    def import_zip(self, archive):
        with zipfile.ZipFile(archive) as zf:
            for member in zf.namelist():
                if member.endswith(self.suffix):
                    zf.extract(member, self.root)
        return self.names()

    def import_tar(self, archive):
        with tarfile.open(archive) as tf:
            for member in tf.getmembers():
                if not member.isfile() or not member.name.endswith(self.suffix):
                    continue
                target = os.path.join(self.root, member.name)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with tf.extractfile(member) as src, open(target, "wb") as dst:
                    dst.write(src.read())
        return self.names()
