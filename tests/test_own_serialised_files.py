"""A pickle a module reads back from the file it dumps its own objects to (a version-check cache, a saved state) holds
what the module itself built: the taint slot does not confirm it as untrusted data. A file the module writes anything
else to, or never writes, or its own file at a fixed name in the shared temporary folder, is still judged as a
file's contents. A name a function binds once to the path (`path = self.cache_path()`) is that path."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge, judge_at, markers_raised
from tickets.models import Evidence, Finding, Location, Severity, VerdictKind

CACHE = """
    import os
    import pickle
    import socket
    import sys

    STATE_FILE = os.environ.get("APP_STATE", "/tmp/app-state.pkl")


    class Outdated:
        def __init__(self, cache_dir, import_file):
            self.cache_file = cache_dir + "/version.db"
            self.import_file = import_file

        def load_cache(self):
            with open(self.cache_file, "rb") as f:
                return pickle.load(f)

        def save_cache(self, data):
            with open(self.cache_file, "wb") as f:
                pickle.dump(data, f)

        def load_import(self):
            with open(self.import_file, "rb") as f:
                return pickle.load(f)


    def load_progress(archive):
        progressfd = open(f"{archive.name}/progress", "r")
        return pickle.load(progressfd)


    def save_progress(archive, snapshot):
        progressfd = open(b"%s/progress" % archive.name, "wb+")
        pickle.dump(snapshot, progressfd)


    def load_upload(folder):
        with open(folder + "/upload.bin", "rb") as f:
            return pickle.load(f)


    def save_upload(folder):
        with open(folder + "/upload.bin", "wb") as f:
            f.write(sys.stdin.buffer.read())


    def load_state():
        with open(STATE_FILE, "rb") as fh:
            return pickle.load(fh)


    def save_state(state):
        with open(STATE_FILE, "wb") as fh:
            pickle.dump(state, fh)


    def load_index(index):
        return pickle.loads(index.read_bytes())


    def save_index(index, entries):
        index.write_bytes(pickle.dumps(entries))


    def load_hash(namespace):
        with open(namespace.file, "rb") as fh:
            return pickle.load(fh)


    def save_hash(namespace, data):
        pickled = pickle.dumps(data)
        safe_write(namespace.file, pickled)


    def load_journal(journal):
        with open(journal.path, "rb") as fh:
            return pickle.load(fh)


    def save_journal(journal, entries):
        with open(journal.path, "wb") as fh:
            fh.write(pickle.dumps(entries))


    def load_outbox(outbox):
        with open(outbox.url, "rb") as fh:
            return pickle.load(fh)


    def send_outbox(outbox, data):
        post(outbox.url, pickle.dumps(data))


    def load_catalogue(catalogue):
        catalogue_path = catalogue.cache_path()
        with open(catalogue_path, "rb") as fh:
            return pickle.load(fh)


    def save_catalogue(catalogue, entries):
        path = catalogue.cache_path()
        with open(path, "wb") as fh:
            pickle.dump(entries, fh)


    def load_spool(spool):
        spool_path = spool.cache_path()
        spool_path = spool.incoming()
        with open(spool_path, "rb") as fh:
            return pickle.load(fh)


    if __name__ == "__main__":
        # a peer names the files (paths the operator names on the command line are theirs to load)
        names = socket.create_connection(("sync.example", 7000)).recv(4096).decode().split()
        store = Outdated(names[1], names[2])
        print(store.load_cache(), store.load_import(), load_progress(names[3]), load_upload(names[4]),
              load_state(), load_index(names[5]), load_hash(names[6]), load_journal(names[7]),
              load_outbox(names[8]), load_catalogue(names[9]), load_spool(names[10]))
    """


def _verdicts() -> dict[str, VerdictKind]:
    """The taint slot's verdict on a finding at each `pickle.load` of the module, by its enclosing function."""
    view = MemoryView({"cache.py": CACHE})
    lines = view.files["cache.py"].splitlines()
    verdicts, function = {}, ""
    for number, text in enumerate(lines, 1):
        if text.lstrip().startswith("def "):
            function = text.split("def ")[1].split("(")[0]
        if "pickle.load(" in text or "pickle.loads(" in text:
            finding = Finding(rule_id="other.unsafe-deserialization", category="unsafe-deserialization",
                              title="pickle", severity=Severity.HIGH, cwe=502,
                              locations=[Location(path="cache.py", start_line=number, end_line=number)],
                              claim="A pickle.", evidence=[Evidence(path="cache.py", start_line=number,
                                                                    end_line=number, quote=text.strip())])
            verdicts[function] = judge(view, "taint", finding).verdict
    return verdicts


def test_a_pickle_the_module_dumped_itself_is_its_own() -> None:
    verdicts = _verdicts()
    assert verdicts["load_cache"] is not VerdictKind.CONFIRMED
    assert verdicts["load_progress"] is not VerdictKind.CONFIRMED


def test_pickled_bytes_the_module_writes_to_a_file_make_it_its_own_too() -> None:
    """`P.write_bytes(pickle.dumps(x))`, `f.write(pickle.dumps(x))`, `safe_write(P, pickled)`: the same objects, as
    bytes; bytes a call sends elsewhere (`post(url, ...)`) make no file the module's."""
    verdicts = _verdicts()
    assert [verdicts[name] is VerdictKind.CONFIRMED for name in ("load_hash", "load_journal")] == [False, False]
    assert verdicts["load_outbox"] is VerdictKind.CONFIRMED


def test_a_path_a_function_is_given_whole_is_its_callers_to_name() -> None:
    """`load_index(index)` reads the path its caller gives it, as it is: `save_index(index, ...)` writing a pickle to
    its own parameter's path is no proof that the caller's path is that file (here a peer names it)."""
    assert _verdicts()["load_index"] is VerdictKind.CONFIRMED


def test_a_file_the_module_writes_other_bytes_to_or_never_writes_is_still_judged() -> None:
    verdicts = _verdicts()
    assert verdicts["load_import"] is VerdictKind.CONFIRMED
    assert verdicts["load_upload"] is VerdictKind.CONFIRMED


def test_its_own_file_at_a_fixed_name_in_the_shared_temporary_folder_is_still_judged() -> None:
    assert _verdicts()["load_state"] is VerdictKind.CONFIRMED  # another local user may plant it first


def test_a_serialiser_the_package_re_exports_from_its_compat_module_is_the_same() -> None:
    """`from ._compat import pickle`, as legacy packages write it: its dumps writes the module's own file too."""
    compat = "try:\n    import cPickle as pickle\nexcept ImportError:\n    import pickle\n"
    namespace = (
        "import os\nimport socket\n\nfrom ._compat import pickle\n\n\nclass Namespace:\n"
        "    def __init__(self, folder):\n        self.file = os.path.join(folder, 'ns.cache')\n\n"
        "    def load(self):\n        with open(self.file, 'rb') as fh:\n            return pickle.load(fh)\n\n"
        "    def save(self, data):\n        pickled = pickle.dumps(data)\n        safe_write(self.file, pickled)\n\n\n"
        "if __name__ == '__main__':\n    folder = socket.create_connection(('sync.example', 7000)).recv(512)\n"
        "    print(Namespace(folder.decode()).load())\n")
    view = MemoryView({"pkg/__init__.py": "", "pkg/_compat.py": compat, "pkg/container.py": namespace})
    line = next(n for n, text in enumerate(namespace.splitlines(), 1) if "pickle.load(fh)" in text)
    finding = Finding(rule_id="other.unsafe-deserialization", category="unsafe-deserialization", title="pickle",
                      severity=Severity.HIGH, cwe=502,
                      locations=[Location(path="pkg/container.py", start_line=line, end_line=line)],
                      claim="A pickle.", evidence=[Evidence(path="pkg/container.py", start_line=line, end_line=line,
                                                            quote="return pickle.load(fh)")])
    assert judge(view, "taint", finding).verdict is not VerdictKind.CONFIRMED


def test_a_path_bound_once_to_a_call_is_that_calls_file_on_either_side() -> None:
    """`catalogue_path = catalogue.cache_path()` read and `path = catalogue.cache_path()` written are one file; a
    name bound twice (`spool_path`, given the incoming file's path next) is not."""
    verdicts = _verdicts()
    assert verdicts["load_catalogue"] is not VerdictKind.CONFIRMED
    assert verdicts["load_spool"] is VerdictKind.CONFIRMED


CLIENT_NAMED = """
    import os
    import pickle

    from flask import Flask, request

    app = Flask(__name__)


    class Journal:
        def __init__(self, path):
            self.fh = open(path, "ab")

        def add(self, entry):
            pickle.dump(entry, self.fh)


    class Store:
        def __init__(self, path):
            self.path = path
            self.fh = open(self.path, "ab+")

        def add(self, entry):
            pickle.dump(entry, self.fh)

        def load(self):
            with open(self.path, "rb") as fh:
                return pickle.load(fh)  # kept-open


    def save(path, state):
        with open(path, "wb") as fh:
            pickle.dump(state, fh)


    @app.route("/import")
    def do_import():
        path = request.args["path"]
        with open(path, "rb") as fh:
            return pickle.load(fh)  # client-named


    @app.route("/store")
    def store():
        return Store(request.args["path"]).load()


    STATE = os.path.join(os.environ.get("XDG_STATE_HOME", os.path.expanduser("~/.local/state")), "app")


    def save_state(state):
        with open(os.path.join(STATE, "state.pkl"), "wb") as fh:
            pickle.dump(state, fh)


    def load_state():
        with open(os.path.join(STATE, "state.pkl"), "rb") as fh:
            return pickle.load(fh)  # operator-folder


    @app.route("/state")
    def state():
        return load_state()
    """


def test_a_file_a_client_names_is_never_the_modules_own_however_its_name_is_spelt() -> None:
    """`path` written elsewhere in the module is no proof that the client's `path` is that file; and a handle an
    object keeps open to dump into (`self.fh = open(self.path, "ab+")`) is not matched at all, as its path may be
    the one a client gave the object."""
    raised = markers_raised({"app.py": CLIENT_NAMED}, "unsafe-deserialization")
    assert {"client-named", "kept-open"} <= raised


def test_a_state_folder_the_operators_environment_names_still_holds_the_modules_own_file() -> None:
    """`XDG_STATE_HOME` names where the operator keeps state: the pickle the module dumped there is its own."""
    assert "operator-folder" not in markers_raised({"app.py": CLIENT_NAMED}, "unsafe-deserialization")


LOCKS = """
    import os
    import pickle
    import socket
    import urllib.request


    class Token:
        def __init__(self, folder):
            self.path = os.path.join(folder, "cron.master")
            self.spool = os.path.join(folder, "spool.bin")
            self.state_file = os.path.join(folder, "state.bin")

        def acquire(self):
            self.master = open(self.path, "rb+")
            start, stop = pickle.load(self.master)  # LOCK LOAD
            self.master.seek(0)
            pickle.dump((start, 0), self.master)
            return start

        def receive(self, peer):
            self.incoming = open(self.spool, "wb")
            self.incoming.write(peer.recv(4096))

        def replay(self):
            with open(self.spool, "rb") as fh:
                return pickle.load(fh)  # SPOOL LOAD

        def snapshot(self, state):
            self.out = open(self.state_file, "wb")
            self.out.write(pickle.dumps(state))

        def restore(self):
            with open(self.state_file, "rb") as fh:
                return pickle.load(fh)  # STATE LOAD


    class Table:
        def __init__(self, name):
            self.dbt = name + ".table"


    class Adapter:
        def __init__(self, folder):
            self.folder = folder

        def file_open(self, filename, mode="rb"):
            return open(filename, mode)

        def create_table(self, table):
            dbt = os.path.join(self.folder, table.dbt)
            if os.path.exists(dbt):
                tfile = self.file_open(dbt, "r")
                return pickle.load(tfile)  # TABLE LOAD
            tfile = self.file_open(dbt, "w")
            pickle.dump({"columns": []}, tfile)

        def import_rows(self, name):
            rows = self.file_open(os.path.join(self.folder, name.dbt + ".rows"), "r")
            return pickle.load(rows)  # ROWS LOAD

        def fetch_table(self, table):
            return pickle.load(self.fetch_file(table.dbt, "r"))  # FETCHED TABLE LOAD

        def fetch_file(self, filename, mode="rb"):
            return urllib.request.urlopen("http://mirror.example/" + os.path.basename(filename))

        def save_fetched(self, table):
            fh = self.fetch_file(table.dbt, "w")
            pickle.dump({}, fh)


    if __name__ == "__main__":
        folder = socket.create_connection(("sync.example", 7000)).recv(512).decode()
        token = Token(folder)
        print(token.acquire(), token.replay(), token.restore())
        adapter = Adapter(folder)
        users = Table("users")
        print(adapter.create_table(users), adapter.import_rows(users), adapter.fetch_table(users))
    """


def _lock_verdict(marker: str) -> VerdictKind:
    view = MemoryView({"locks.py": LOCKS})
    line = next(n for n, text in enumerate(view.files["locks.py"].splitlines(), 1) if marker in text)
    quote = view.files["locks.py"].splitlines()[line - 1].strip()
    finding = Finding(rule_id="other.unsafe-deserialization", category="unsafe-deserialization", title="pickle",
                      severity=Severity.HIGH, cwe=502, locations=[Location(path="locks.py", start_line=line,
                                                                           end_line=line)],
                      claim="A pickle.", evidence=[Evidence(path="locks.py", start_line=line, end_line=line,
                                                            quote=quote)])
    return judge(view, "taint", finding).verdict


def test_a_handle_an_object_holds_and_dumps_its_own_objects_to_makes_the_file_its_own() -> None:
    """web2py's cron lock: `self.master = open(self.path, "rb+")`, read, then `pickle.dump(..., self.master)`. A
    handle held by an attribute the module writes a peer's bytes to (`self.incoming.write(...)`) makes no file
    its own."""
    assert _lock_verdict("# LOCK LOAD") is not VerdictKind.CONFIRMED
    assert _lock_verdict("# SPOOL LOAD") is VerdictKind.CONFIRMED


def test_pickled_bytes_written_through_a_handle_an_object_holds_make_the_file_its_own() -> None:
    """`self.out = open(self.state_file, "wb")` then `self.out.write(pickle.dumps(state))`: the state file holds the
    module's own pickle, as with a handle held by a variable."""
    assert _lock_verdict("# STATE LOAD") is not VerdictKind.CONFIRMED


def test_a_helper_that_opens_the_path_it_is_given_opens_the_modules_own_file_on_either_side() -> None:
    """web2py's DAL writes its table metadata with `tfile = self.file_open(path, "w")` then `pickle.dump(x, tfile)`
    and reads it back through the same helper, which returns `open(filename, mode)`: the file is the module's own.
    Still judged: a file the helper opens that the module never dumps to, and a helper that fetches a URL whatever
    its name or arguments."""
    assert _lock_verdict("# TABLE LOAD") is not VerdictKind.CONFIRMED
    assert _lock_verdict("# ROWS LOAD") is VerdictKind.CONFIRMED
    assert _lock_verdict("# FETCHED TABLE LOAD") is VerdictKind.CONFIRMED


def test_a_handle_bound_twice_is_the_file_its_nearest_binding_opened() -> None:
    """`self.out = open(spool, "wb")` takes a peer's bytes, then `self.out = open(cache, "wb")` takes the pickle: the
    spool is not the module's own file for that, and the cache is."""
    source = """
        import os
        import pickle
        import socket


        class Store:
            def __init__(self, folder):
                self.cache = os.path.join(folder, "state.cache")
                self.spool = os.path.join(folder, "spool.bin")

            def sync(self, state, peer):
                self.out = open(self.spool, "wb")
                self.out.write(peer.recv(4096))
                self.out.close()
                self.out = open(self.cache, "wb")
                pickle.dump(state, self.out)

            def load_spool(self):
                with open(self.spool, "rb") as fh:
                    return pickle.load(fh)  # SPOOL LOAD

            def load_cache(self):
                with open(self.cache, "rb") as fh:
                    return pickle.load(fh)  # CACHE LOAD


        if __name__ == "__main__":
            folder = socket.create_connection(("sync.example", 7000)).recv(512).decode()
            print(Store(folder).load_spool(), Store(folder).load_cache())
        """
    view = MemoryView({"store.py": source})
    spool = judge_at(view, "taint", "store.py", "# SPOOL LOAD", "unsafe-deserialization")
    cache = judge_at(view, "taint", "store.py", "# CACHE LOAD", "unsafe-deserialization")
    assert (spool.verdict, cache.verdict is VerdictKind.CONFIRMED) == (VerdictKind.CONFIRMED, False)
