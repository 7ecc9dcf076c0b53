"""A tiny on-disk puzzle store used by the reference web integration."""
import os
import re

_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")


class PuzzleStore:
    def __init__(self, root: str):
        self.root = os.path.realpath(root)

    def save(self, slug: str, data: bytes) -> str:
        if not _SLUG.match(slug):
            raise ValueError("bad slug")
        path = os.path.join(self.root, slug + ".jpz")
        with open(path, "wb") as fh:
            fh.write(data)
        return path

    def open_attachment(self, slug: str, filename: str):
        """Setters attach notes or images to a puzzle."""
        path = os.path.join(self.root, slug, filename)
        return open(path, "rb")

    def open_resolved(self, relpath: str):
        path = os.path.realpath(os.path.join(self.root, relpath))
        if os.path.commonpath([self.root, path]) != self.root:
            raise PermissionError(relpath)
        return open(path, "rb")
