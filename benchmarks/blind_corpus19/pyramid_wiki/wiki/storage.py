import os

PAGES_DIR = os.environ.get("WIKI_PAGES", "/var/lib/wiki/pages")
ATTACH_DIR = os.environ.get("WIKI_ATTACHMENTS", "/var/lib/wiki/attachments")


class PageStore:
    def __init__(self, root=PAGES_DIR):
        self.root = os.path.abspath(root)

    def _resolve(self, name):
        candidate = os.path.abspath(os.path.join(self.root, name + ".md"))
        if os.path.commonpath([candidate, self.root]) != self.root:
            raise KeyError(name)
        return candidate

    def read(self, name):
        with open(self._resolve(name), encoding="utf-8") as fh:
            return fh.read()

    def read_unchecked(self, relpath):
        with open(os.path.join(self.root, relpath), encoding="utf-8") as fh:
            return fh.read()
