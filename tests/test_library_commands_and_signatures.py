"""Three rules about who supplies a value and what vouches for it.

- A public method of the library's own root class (its bases `object` alone) that splices its parameter into a
  shell command, even through a private helper that runs it, is the library's defect (its callers are outside); a
  method that runs the command its caller wrote, one whose value is shell-quoted first, a private class, a
  framework's subclass and a subclass of the project's own class (a hook its base may call) are not.
- A function named for the quoting it does (`shell_quote`, `html_escape`) is a sanitiser, as one named for it
  first (`quote_args`) always was; `url_unquote` is not.
- What a socket connection's file object reads is what the peer sent; past a constant-time digest comparison
  that leaves on a mismatch, what came from that peer is the message its signature vouches for.
"""

from __future__ import annotations

import pytest

from agent_providers.builtin.taint_rules import SANITISER_NAME
from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

GPG = """
    import optparse
    import os
    import shlex
    from subprocess import Popen, PIPE

    from frameworks import Plugin


    def shell_quote(value):
        return "'%s'" % value.replace("'", "'\\"'\\"'")


    class GPG(object):
        def __init__(self, binary="gpg"):
            self.binary = binary

        def make_args(self, args):
            cmd = [self.binary, "--status-fd 2 --no-tty"]
            cmd.extend(args)
            return cmd

        def _open_subprocess(self, args):
            cmd = " ".join(self.make_args(args))
            return Popen(cmd, shell=True, stdin=PIPE, stdout=PIPE)

        def delete_keys(self, fingerprints):
            args = ['--batch --delete-key "%s"' % fingerprints]
            return self._open_subprocess(args).communicate()


    class QuotedGPG(object):
        def export_keys(self, keyids):
            return os.system("gpg --armor --export %s" % shell_quote(keyids))

        def import_keys(self, path):
            return os.system("gpg --import %s" % shlex.quote(path))


    class Shell(object):
        def run(self, command):
            return os.system(command)


    class _Private(object):
        def sign(self, keyid):
            return os.system("gpg --default-key %s --sign" % keyid)


    class Hooked(Plugin):
        def sign(self, keyid):
            return os.popen("gpg --local-user %s --sign" % keyid)


    class ChangeSender(object):
        def getChanges(self, revision):
            return os.popen("svnlook changed -r %s /srv/repo" % revision).read()

        def send(self, options):
            return self.getChanges(options["revision"])


    def main():
        parser = optparse.OptionParser()
        parser.add_option("--revision")
        options, _ = parser.parse_args()
        return ChangeSender().send(vars(options))


    class Command(object):
        def run(self, args):
            raise NotImplementedError


    class EditCommand(Command):
        def run(self, args):
            return os.system('editor "%s"' % args[0])
    """


def _gpg() -> MemoryView:
    return MemoryView({"gpglib/__init__.py": GPG})


def test_a_public_method_splicing_its_argument_into_a_shell_command_through_a_helper_is_the_librarys_defect():
    verdict = judge_at(_gpg(), "taint", "gpglib/__init__.py", "return Popen(cmd, shell=True", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "parameter fingerprints of the public GPG.delete_keys()" in verdict.reason


@pytest.mark.parametrize("needle", [
    'os.system("gpg --armor --export %s" % shell_quote(keyids))',  # quoted by a helper named for it
    'os.system("gpg --import %s" % shlex.quote(path))',
    "os.system(command)",  # runs the command its caller wrote: what the method is for
    'os.system("gpg --default-key %s --sign" % keyid)',  # a private class is not the library's API
    'os.popen("gpg --local-user %s --sign" % keyid)',  # a framework's subclass: the framework calls it
    # a method its own module calls: the flow from that caller decides
    'os.popen("svnlook changed -r %s /srv/repo" % revision)',
    # a subclass of the project's own class: a hook its base (the project's own framework) may call
    """os.system('editor "%s"' % args[0])""",
])
def test_quoted_values_callers_commands_private_classes_and_hooks_are_not_library_mode(needle):
    verdict = judge_at(_gpg(), "taint", "gpglib/__init__.py", needle, "command-injection")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize(("name", "sanitises"), [
    ("shell_quote", True), ("html_escape", True), ("_sql_escape", True), ("quote_args", True),
    ("escape", True), ("url_unquote", False), ("unescape", False), ("shell_quote_table", False),
])
def test_a_function_named_for_the_quoting_it_does_is_a_sanitiser(name, sanitises):
    assert bool(SANITISER_NAME.match(name)) is sanitises


RECEIVER = """
    import base64
    import hashlib
    import hmac
    import pickle
    import socket


    def _accept():
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.bind(("", 3037))
        server.listen(1)
        conn, _ = server.accept()
        return conn


    def receive_signed(key):
        stream = _accept().makefile("rb")
        for line in stream:
            digest, _, payload = line.partition(b":")
            data = base64.b64decode(payload)
            expected = hmac.new(key, payload, hashlib.sha256).digest()
            if not hmac.compare_digest(base64.b64decode(digest), expected):
                continue
            yield pickle.loads(data)


    def receive_if_signed(key, conn):
        stream = conn.makefile("rb")
        digest, payload = stream.readline(), stream.readline()
        if hmac.compare_digest(digest, hmac.new(key, payload, hashlib.sha256).digest()):
            return pickle.loads(payload)
        return None


    def receive_unsigned():
        stream = _accept().makefile("rb")
        while True:
            yield pickle.load(stream)


    def receive_after_an_unrelated_check(key, token):
        stream = _accept().makefile("rb")
        if not hmac.compare_digest(token, key):
            return
        yield pickle.load(stream)
    """

RECEIVED = ["yield pickle.load(stream)\n\n\n    def receive_after", "yield pickle.load(stream)\n"]


def _receiver() -> MemoryView:
    return MemoryView({"peer/__init__.py": "", "peer/receiver.py": RECEIVER})


def test_what_a_socket_connection_s_file_reads_reaches_the_unpickler_unless_a_signature_vouches_for_it():
    view = _receiver()
    found = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "unsafe-deserialization")
    unsigned = line_of(view, "peer/receiver.py", "def receive_unsigned") + 3
    unrelated = line_of(view, "peer/receiver.py", "def receive_after_an_unrelated_check") + 4
    # the signed loops unpickle only what a compare_digest of the peer's own digest passed
    assert found == [unsigned, unrelated]


@pytest.mark.parametrize("needle", ["yield pickle.loads(data)", "return pickle.loads(payload)"])
def test_the_taint_slot_does_not_confirm_unpickling_a_message_its_signature_vouches_for(needle):
    verdict = judge_at(_receiver(), "taint", "peer/receiver.py", needle, "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


SESSIONS = """
    import pickle

    import yaml
    from cryptography.fernet import Fernet
    from flask import Flask, request

    app = Flask(__name__)
    box = Fernet(app.config["SESSION_KEY"])


    @app.route("/resume")
    def resume():
        return str(pickle.loads(box.decrypt(request.cookies["state"])))


    class Vault(object):
        def __init__(self, password):
            self.cipher = Fernet(password)

        def load(self, stream):
            return yaml.load(self.cipher.decrypt(stream))
    """


def test_what_a_parameter_decrypts_to_is_the_callers_but_a_request_decrypted_with_the_servers_key_is_not():
    view = MemoryView({"sessions/__init__.py": SESSIONS})
    server = judge_at(view, "taint", "sessions/__init__.py", "pickle.loads(box.decrypt(", "unsafe-deserialization")
    assert server.verdict is not VerdictKind.CONFIRMED, server.reason  # only what the server encrypted decrypts
    library = judge_at(view, "taint", "sessions/__init__.py", "yaml.load(self.cipher", "unsafe-deserialization")
    assert library.verdict is VerdictKind.CONFIRMED, library.reason
    assert "parameter stream of the public Vault.load()" in library.reason


SIGNED_LINKS = """
    import hashlib
    import hmac
    from urllib.parse import unquote

    from flask import Flask, abort, current_app, redirect, request

    app = Flask(__name__)


    def _sig(url):
        return hmac.new(current_app.config["LINK_KEY"], url.encode(), hashlib.sha256).hexdigest()


    @app.route("/out")
    def out():
        url = unquote(request.args.get("u", ""))
        if not hmac.compare_digest(_sig(url), request.args.get("s", "")):
            abort(400)
        return redirect(url)  # a link the server signed


    @app.route("/away")
    def away():
        url = request.args.get("u", "")
        if not hmac.compare_digest(hashlib.md5(url.encode()).hexdigest(), request.args.get("s", "")):
            abort(400)
        return redirect(url)  # anyone can compute an md5


    def new_hmac(secret_key, url):
        return hmac.new(secret_key, url, hashlib.sha256).hexdigest()


    @app.route("/proxy")
    def proxy():
        url = request.args.get("url").encode("utf-8")
        h = new_hmac(current_app.config["LINK_KEY"], url)
        if h != request.args.get("h"):
            return "", 400
        return redirect(url)  # signed, compared with !=


    @app.route("/mirror")
    def mirror():
        url = request.args.get("url").encode("utf-8")
        h = hashlib.sha1(url).hexdigest()
        if h != request.args.get("h"):
            return "", 400
        return redirect(url)  # an unkeyed hash compared with !=
    """


@pytest.mark.parametrize(("marker", "confirmed"), [("# a link the server signed", False),
                                                   ("# anyone can compute an md5", True),
                                                   ("# signed, compared with !=", False),
                                                   ("# an unkeyed hash compared with !=", True)])
def test_a_message_a_keyed_digest_signs_is_vouched_for_and_an_unkeyed_hash_vouches_for_nothing(marker, confirmed):
    verdict = judge_at(MemoryView({"app/links.py": SIGNED_LINKS}), "taint", "app/links.py", marker, "open-redirect")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


COOKIES = """
    import base64
    import hashlib
    import hmac
    import pickle


    def _lscmp(a, b):
        return not sum(0 if x == y else 1 for x, y in zip(a, b)) and len(a) == len(b)


    def cookie_decode(data, key, digestmod=None):
        if data.startswith(b"!") and b"?" in data:
            sig, msg = data.split(b"?", 1)
            hashed = hmac.new(key, msg, digestmod=digestmod or hashlib.sha256).digest()
            if _lscmp(sig[1:], base64.b64encode(hashed)):
                return pickle.loads(base64.b64decode(msg))  # verified with the caller's key
        return None


    def cookie_peek(data, key):
        sig, msg = data.split(b"?", 1)
        hashed = hashlib.sha256(msg).digest()
        if _lscmp(sig[1:], base64.b64encode(hashed)):
            return pickle.loads(base64.b64decode(msg))  # an unkeyed hash anyone can compute
        return None
    """


@pytest.mark.parametrize(("marker", "confirmed"), [("# verified with the caller's key", False),
                                                   ("# an unkeyed hash anyone can compute", True)])
def test_a_library_message_its_callers_key_verifies_in_a_constant_time_compare_is_vouched_for(marker, confirmed):
    view = MemoryView({"setup.py": "from setuptools import setup\nsetup(name='cookies')\n",
                       "cookies.py": COOKIES})
    verdict = judge_at(view, "taint", "cookies.py", marker, "unsafe-deserialization")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


HELPERS = """
    import subprocess


    def _font_path(name):
        return subprocess.getoutput('fc-list "%s" file' % name)  # SPLICED SINK


    def find_font(name):
        return _font_path(name)


    def _run(command):
        return subprocess.getoutput(command)  # RUNNER SINK


    def run_command(command):
        return _run(command)
    """


@pytest.mark.parametrize("files", [
    {"fontlib/__init__.py": HELPERS},
    # the helper in a module of its own, the public function in another
    {"fontlib/__init__.py": "", "fontlib/_shell.py": HELPERS.replace(
        "    def find_font(name):\n        return _font_path(name)\n", "").replace(
        "    def run_command(command):\n        return _run(command)\n", ""),
     "fontlib/api.py": "from fontlib._shell import _font_path, _run\n\n\n"
                       "def find_font(name):\n    return _font_path(name)\n\n\n"
                       "def run_command(command):\n    return _run(command)\n"},
], ids=["same-module", "helper-module"])
def test_a_public_functions_parameter_a_helper_splices_into_a_shell_command_is_the_librarys_defect(files):
    """`find_font(name)` hands its caller's name to a helper that builds the command around it: the text is built,
    though not in the public function itself. A helper that runs the command its caller wrote whole is still an API
    for running commands."""
    view = MemoryView(files)
    path = next(p for p, text in files.items() if "# SPLICED SINK" in text)
    spliced = judge_at(view, "taint", path, "# SPLICED SINK", "command-injection")
    assert spliced.verdict is VerdictKind.CONFIRMED, spliced.reason
    assert "parameter name of the public find_font()" in spliced.reason
    runner = judge_at(view, "taint", path, "# RUNNER SINK", "command-injection")
    assert runner.verdict is not VerdictKind.CONFIRMED, runner.reason


PAGER = """
    import os

    PAGER_FILE, limit = "/tmp/pager.txt", 10

    def _pager(text, start=0):
        return os.system("less +" + str(start) + " " + PAGER_FILE)  # PAGER SINK


    def _lines(text, count):
        return os.system("head -n " + str(count) + " " + PAGER_FILE)  # UNBOUNDED SINK


    def page(text, start=0):
        start = max(0, start)
        return _pager(text, start)


    def head(text, count):
        count = max(count, limit)
        return _lines(text, count)
    """


def test_the_larger_of_a_parameter_and_a_number_written_in_the_code_is_a_number_in_python_3():
    """`start = max(0, start)` raises for a caller's text in Python 3 (a text and a number do not compare), so what
    reaches the command is a number; `max(count, limit)` with no number written is whichever it is."""
    view = MemoryView({"pager.py": PAGER})
    assert judge_at(view, "taint", "pager.py", "# PAGER SINK", "command-injection").verdict \
        is not VerdictKind.CONFIRMED
    assert judge_at(view, "taint", "pager.py", "# UNBOUNDED SINK", "command-injection").verdict \
        is VerdictKind.CONFIRMED


def test_in_python_2_the_larger_of_a_text_and_a_number_is_the_text():
    """Python 2 compares a text and a number (every text is larger): `max(0, start)` may be the caller's text."""
    source = PAGER.replace("    import os\n", "    import os\n    print 'pager'\n")
    verdict = judge_at(MemoryView({"pager.py": source}), "taint", "pager.py", "# PAGER SINK", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
