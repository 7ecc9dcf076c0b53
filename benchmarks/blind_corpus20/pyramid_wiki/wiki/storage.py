import io
import os
import re

PAGE_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,80}$")


class PageStore(object):
    def __init__(self, root, attach_root):
        self.root = root
        self.attach_root = attach_root

    def read(self, name):
        if not PAGE_NAME_RE.match(name):
            raise KeyError(name)
        with io.open(os.path.join(self.root, name + ".md"), encoding="utf-8") as fh:
            return fh.read()

    def write(self, name, text):
        if not PAGE_NAME_RE.match(name):
            raise KeyError(name)
        with io.open(os.path.join(self.root, name + ".md"), "w", encoding="utf-8") as fh:
            fh.write(text)

    def attachment(self, relpath):
        return open(os.path.join(self.attach_root, relpath), "rb")
