import os

from werkzeug.security import safe_join


class AssetResolver:
    """Resolve stylesheet / image references relative to a base directory."""

    def __init__(self, base_dir):
        self.base_dir = os.path.abspath(base_dir)

    def resolve(self, name):
        path = safe_join(self.base_dir, name)
        if path is None:
            raise ValueError("asset outside base dir: %r" % name)
        return path

    def read(self, name):
        with open(self.resolve(name), "rb") as fh:
            return fh.read()


class ThemeResolver(AssetResolver):
    def __init__(self, base_dir, theme):
        super().__init__(os.path.join(base_dir, "themes"))
        self.theme = theme

    def stylesheet(self, name="main.css"):
        with open(os.path.join(self.base_dir, self.theme, name), "rb") as fh:
            return fh.read().decode("utf-8")
