import csv
import os


class Source:
    """Base class: subclasses implement ``open_stream(name)``."""

    def read_rows(self, name):
        with self.open_stream(name) as fh:
            return list(csv.DictReader(fh))

    def open_stream(self, name):
        raise NotImplementedError


class DirectorySource(Source):
    def __init__(self, root):
        self.root = root

    def resolve(self, name):
        return os.path.join(self.root, name)

    def open_stream(self, name):
        return open(self.resolve(name), newline="", encoding="utf-8")


class SandboxedDirectorySource(DirectorySource):
    def resolve(self, name):
        root = os.path.realpath(self.root)
        full = os.path.realpath(os.path.join(root, name))
        if os.path.commonpath([root, full]) != root:
            raise PermissionError(name)
        return full

    def open_text(self, name):
        return open(self.resolve(name), encoding="utf-8")
