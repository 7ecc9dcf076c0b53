"""What a constructor stored in self and then checked, raising otherwise, is checked for every method
(taint_engine `keep_checked_members`).

No object of the class exists unless the check passed:
- `self._zip = ZipFile(upload)` then a loop in `__init__` that raises on any member name that is absolute or climbs
  (`normpath(name).startswith("../")`): the methods that extract the members write inside their folder;
- `self.abspath = join(root, filename)` then `if commonpath([root, realpath(self.abspath)]) != root: raise`: the
  methods serve a file inside the root. A containment check of the resolved path holds for the path it resolved,
  which names the same file.

A check in another method (which may never run), a value stored again after the check, or a constructor that may
return before its check does not count; nor does a check of a name resolved from the path on one branch only, or
from a path given another value since, a character-wise `commonprefix`, or a `commonpath` compared with the path.
"""

from __future__ import annotations

from tests.builtin_support import markers_raised

FILES = {
    "widgets/package.py": """
        import os
        import pathlib
        import zipfile

        from flask import Flask, request, send_file

        app = Flask(__name__)
        STORAGE = "/srv/wiki"


        class Package(object):

            def __init__(self, upload):
                self._zip = zipfile.ZipFile(upload)
                for filename in self._zip.namelist():
                    normalized = os.path.normpath(filename)
                    if normalized.startswith("../") or normalized.startswith("/"):
                        raise ValueError("bad member name: %s" % filename)

            def extract(self, path):
                for name in self._zip.namelist():
                    with open(os.path.join(path, name), "wb") as out:  # checked in the constructor
                        out.write(self._zip.read(name))


        class Loose(object):

            def __init__(self, upload):
                self._zip = zipfile.ZipFile(upload)

            def validate(self):
                for filename in self._zip.namelist():
                    if os.path.normpath(filename).startswith("../"):
                        raise ValueError(filename)

            def extract(self, path):
                for name in self._zip.namelist():
                    with open(os.path.join(path, name), "wb") as out:  # checked by a method that may not run
                        out.write(self._zip.read(name))


        class Reopened(object):

            def __init__(self, upload, other):
                self._zip = zipfile.ZipFile(upload)
                for filename in self._zip.namelist():
                    if os.path.normpath(filename).startswith("../"):
                        raise ValueError(filename)
                self._zip = zipfile.ZipFile(other)

            def extract(self, path):
                for name in self._zip.namelist():
                    with open(os.path.join(path, name), "wb") as out:  # another archive opened after the check
                        out.write(self._zip.read(name))


        class Attachment:
            def __init__(self, filename):
                self.abspath = os.path.join(STORAGE, filename)
                root = os.path.realpath(STORAGE)
                resolved = os.path.realpath(self.abspath)
                if os.path.commonpath([root, resolved]) != root:
                    raise ValueError("outside the storage")

            def get(self):
                return send_file(self.abspath)  # resolved and contained in the constructor


        class EarlyExit:
            def __init__(self, filename, check=True):
                self.abspath = os.path.join(STORAGE, filename)
                if not check:
                    return
                if os.path.commonpath([STORAGE, os.path.realpath(self.abspath)]) != STORAGE:
                    raise ValueError("outside the storage")

            def get(self):
                return send_file(self.abspath)  # a constructor that may return first


        @app.route("/attachment")
        def attachment():
            return Attachment(request.args["f"]).get()


        @app.route("/early")
        def early():
            return EarlyExit(request.args["f"]).get()


        @app.route("/contained")
        def contained():
            path = os.path.join(STORAGE, request.args["f"])
            if os.path.commonpath([STORAGE, os.path.realpath(path)]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # resolved inline and contained


        class Rebound:
            def __init__(self, filename):
                self.abspath = os.path.join(STORAGE, "preview.png")
                resolved = os.path.realpath(self.abspath)
                self.abspath = os.path.join(STORAGE, filename)
                if os.path.commonpath([STORAGE, resolved]) != STORAGE:
                    raise ValueError("outside the storage")

            def get(self):
                return send_file(self.abspath)  # stored anew after it was resolved


        @app.route("/rebound")
        def rebound():
            return Rebound(request.args["f"]).get()


        @app.route("/fast")
        def fast():
            path = os.path.join(STORAGE, request.args["f"])
            if request.args.get("fast"):
                resolved = STORAGE
            else:
                resolved = os.path.realpath(path)
            if os.path.commonpath([STORAGE, resolved]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # resolved on one path only


        @app.route("/walrus")
        def walrus():
            path = os.path.join(STORAGE, "preview.png")
            resolved = os.path.realpath(path)
            if (path := os.path.join(STORAGE, request.args["f"])) and \\
                    os.path.commonpath([STORAGE, resolved]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # rebound by a walrus after it was resolved


        @app.route("/prefix")
        def prefix():
            path = os.path.join(STORAGE, request.args["f"])
            if os.path.commonprefix([STORAGE, os.path.realpath(path)]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # compared character by character


        @app.route("/reversed")
        def reversed_():
            path = os.path.join(STORAGE, request.args["f"])
            if os.path.commonpath([STORAGE, os.path.realpath(path)]) != os.path.realpath(path):
                raise ValueError("outside the storage")
            return send_file(path)  # compared with the wrong side


        class Switched:
            def __init__(self, name):
                self.path = os.path.join(STORAGE, name)

            def switch(self, name):
                self.path = os.path.join(STORAGE, name)

            def serve(self, other):
                resolved = os.path.realpath(self.path)
                self.switch(other)
                if os.path.commonpath([STORAGE, resolved]) != STORAGE:
                    raise ValueError("outside")
                return send_file(self.path)  # set anew by a method after it was resolved


        @app.route("/switched")
        def switched():
            return Switched("readme.txt").serve(request.args["f"])


        @app.route("/captured")
        def captured():
            path = os.path.join(STORAGE, "index.txt")
            resolved = os.path.realpath(path)
            match os.path.join(STORAGE, request.args["f"]):
                case str() as path:
                    if os.path.commonpath([STORAGE, resolved]) != STORAGE:
                        raise ValueError("outside")
                    return send_file(path)  # captured anew by a case after it was resolved
            return "no"


        @app.route("/expanded")
        def expanded():
            path = os.path.join(STORAGE, request.args["f"])
            home = os.path.expanduser(path)
            if os.path.commonpath([STORAGE, home]) != STORAGE:
                raise ValueError("outside")
            return send_file(path)  # expanded, its climbs kept


        @app.route("/sibling")
        def sibling():
            path = os.path.join(STORAGE, request.args["f"])
            resolved = os.path.realpath(path)
            if not resolved.startswith(STORAGE):
                raise ValueError("outside")
            return send_file(path)  # a prefix of the text, a sibling folder passes


        @app.route("/chained")
        def chained():
            path = os.path.join(STORAGE, request.args["f"])
            resolved = pathlib.Path(path).resolve()
            if os.path.commonpath([STORAGE, resolved]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # resolved through a path object and contained


        @app.route("/chained-other")
        def chained_other():
            path = os.path.join(STORAGE, request.args["f"])
            resolved = pathlib.Path(STORAGE, "index.txt").resolve()
            if os.path.commonpath([STORAGE, resolved]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # another path object resolved


        @app.route("/lexical")
        def lexical():
            path = os.path.join(STORAGE, request.args["f"])
            if not pathlib.Path(path).is_relative_to(STORAGE):
                raise ValueError("outside the storage")
            return send_file(path)  # a path object compared as written, its climbs kept


        @app.route("/lexical-commonpath")
        def lexical_commonpath():
            path = os.path.join(STORAGE, request.args["f"])
            if os.path.commonpath([STORAGE, pathlib.Path(path).expanduser()]) != STORAGE:
                raise ValueError("outside the storage")
            return send_file(path)  # expanded, not resolved


        @app.route("/resolved-inline")
        def resolved_inline():
            path = os.path.join(STORAGE, request.args["f"])
            if not pathlib.Path(path).resolve().is_relative_to(STORAGE):
                raise ValueError("outside the storage")
            return send_file(path)  # resolved through a path object inline


        @app.route("/install", methods=["POST"])
        def install():
            Package(request.files["wgt"]).extract("/srv/widgets")
            Loose(request.files["wgt"]).extract("/srv/widgets")
            Reopened(request.files["wgt"], request.files["extra"]).extract("/srv/widgets")
            return "ok"
        """,
}


def test_a_constructor_that_checks_every_member_name_clears_its_methods_extraction() -> None:
    raised = markers_raised(FILES, "path-traversal")
    assert "checked in the constructor" not in raised
    assert {"checked by a method that may not run", "another archive opened after the check"} <= raised


def test_a_constructor_that_contains_a_resolved_path_clears_the_path_for_its_methods() -> None:
    raised = markers_raised(FILES, "path-traversal")
    assert not raised & {"resolved and contained in the constructor", "resolved inline and contained",
                         "resolved through a path object and contained", "resolved through a path object inline"}
    assert {"a constructor that may return first", "stored anew after it was resolved", "resolved on one path only",
            "rebound by a walrus after it was resolved", "compared character by character",
            "compared with the wrong side", "set anew by a method after it was resolved",
            "captured anew by a case after it was resolved", "expanded, its climbs kept",
            "a prefix of the text, a sibling folder passes", "another path object resolved",
            "a path object compared as written, its climbs kept", "expanded, not resolved"} <= raised
