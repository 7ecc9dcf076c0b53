"""What mature projects taught the pair, as general rules, each with the case where it must still fire.

The shapes come from false tickets on released projects (benchmarks/mature_labels.yaml): the
server's mount point taken for client input, the operator's configured pager run with a shell,
example code taken for shipped code, markers and regular expressions taken for credentials.
Every test drives the real slots through in-memory snapshots.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

REDIRECTS = """
    from flask import Flask, redirect, request

    app = Flask(__name__)

    @app.route("/home")
    def home():
        return redirect(request.script_root + "/index")

    @app.route("/back")
    def back():
        return redirect(request.args["next"])
    """


def test_a_redirect_under_the_servers_mount_point_is_not_raised_and_one_to_client_input_is():
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView({"web/app.py": REDIRECTS}), "taint")]
    assert found == [("open-redirect", 11)]


WSGI = """
    from werkzeug.wrappers import Response

    def add_slash(environ, code=308):
        response = Response("moved", code)
        response.headers["Location"] = environ["PATH_INFO"] + "/"
        return response

    def bounce(environ, code=302):
        response = Response("bounce", code)
        response.headers["Location"] = environ["QUERY_STRING"]
        return response

    def app(environ, start_response):
        start_response("301 Moved", [("Location", environ["PATH_INFO"] + "/")])
        return [b""]
    """


def test_a_redirect_to_the_requests_own_path_is_raised_only_where_any_path_arrives():
    # //evil.example/ is a path too: a WSGI application serves every path, so its redirect is raised
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView({"web/wsgi.py": WSGI}), "taint")]
    assert found == [("open-redirect", 10), ("open-redirect", 14)]


PAGER = """
    import os
    import subprocess

    def page(text):
        pager = os.environ.get("PAGER", "less").strip()
        proc = subprocess.Popen(pager, shell=True, stdin=subprocess.PIPE)
        proc.communicate(text.encode())

    def archive():
        os.system("tar czf backup.tgz " + os.environ["BACKUP_DIR"])
    """


def test_the_operators_pager_run_with_a_shell_is_not_raised_and_an_environment_value_spliced_into_one_is():
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView({"tool/cli.py": PAGER}), "taint")]
    assert found == [("command-injection", 10)]


WHICH = {
    "tool/paths.py": """
        import os


        def which(exe):
            search_path = os.environ.get("PATH", "/bin:/usr/bin").split(os.pathsep)
            extensions = os.environ.get("PATHEXT", ".EXE").split(";")
            for folder in search_path:
                for ext in [""] + extensions:
                    full = os.path.join(folder, exe + ext)
                    if os.access(full, os.X_OK):
                        return full
            return None
        """,
    "tool/net.py": """
        import os
        import subprocess

        from tool.paths import which


        def interfaces():
            ip_path = which("ip")
            return subprocess.Popen("{0} link show".format(ip_path), shell=True).communicate()[0]


        def backup():
            return subprocess.Popen("tar czf {0}".format(os.environ["BACKUP_DIR"]), shell=True).communicate()[0]
        """,
}


def test_a_program_found_on_the_path_is_the_operators_choice_and_another_variable_in_a_command_is_not():
    """Whoever sets PATH already picks the program every command runs: a path found there gives them nothing more
    in a shell command. Another variable spliced into one is still raised (an operator's value where quoting
    bites)."""
    found = [(f.category, f.primary.path, f.primary.start_line) for f in raised(MemoryView(WHICH), "taint")]
    assert found == [("command-injection", "tool/net.py", 13)]


SHELLS = """
    import os
    import subprocess


    class Shell:
        def __init__(self, path):
            self.path = path

        @classmethod
        def get(cls):
            return cls(os.environ.get("SHELL") or os.environ.get("COMSPEC"))

        def activate(self, env):
            subprocess.run([self.path, "-i"])
            return env.execute(self.path)

    def report(env):
        return env.execute("SELECT * FROM runs WHERE owner = '%s'" % os.environ["RUN_OWNER"])
    """


def test_the_operators_shell_is_a_program_wherever_it_goes_and_another_variable_is_not():
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView({"tool/shell.py": SHELLS}), "taint")]
    assert found == [("sql-injection", 18)]


COMPILER = """
    import os
    import subprocess

    def compiler_version():
        compiler = os.environ.get("CC") or os.environ.get("CXX") or "gcc"
        return subprocess.check_output("%s --version" % compiler, shell=True)
    """


def test_the_compiler_a_build_tools_environment_names_is_the_operators_command():
    assert not [f for f in raised(MemoryView({"tool/detect.py": COMPILER}), "taint")
                if f.category == "command-injection"]


EXAMPLE = """
    import os
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/run")
    def run():
        os.system("echo " + request.args["msg"])

    if __name__ == "__main__":
        app.run(host="0.0.0.0", debug=True)  # on every interface: only the folder makes it an example's
    """


@pytest.mark.parametrize("folder", ["examples/", "docs/quickstart/", "demo/", "docs_src/security/", "tutorial/",
                                    "pkg/examples/", "falcon/bench/dj/", "cherrypy/scaffold/",
                                    "wagtail/project_template/site/", "pkg/benchmarks/",
                                    "example_project/", "demo_app/"])
def test_example_code_is_neither_raised_by_the_taint_slot_nor_confirmed(folder):
    view = MemoryView({f"{folder}app.py": EXAMPLE, "web/app.py": EXAMPLE})
    assert [f.primary.path for f in raised(view, "taint")] == ["web/app.py"]
    verdict = judge_at(view, "taint", f"{folder}app.py", "app.run(host=", "debug-enabled")
    assert verdict.verdict is VerdictKind.REFUTED and "example code" in verdict.reason
    shipped = judge_at(view, "taint", "web/app.py", "app.run(host=", "debug-enabled")
    assert shipped.verdict is not VerdictKind.REFUTED or "example" not in shipped.reason


@pytest.mark.parametrize("path, example", [
    ("weblate/settings_example.py", True), ("pkg/example_app.py", True),
    ("pkg/docs/app.py", False),  # a package's own docs module ships with it
    ("pkg/examples_index.py", False), ("pkg/benchmarking.py", False),
])
def test_example_folders_count_at_any_depth_and_example_files_by_name(path, example):
    view = MemoryView({path: EXAMPLE})
    verdict = judge_at(view, "taint", path, 'os.system("echo "', "command-injection")
    assert (verdict.verdict is VerdictKind.REFUTED and "example code" in verdict.reason) is example, verdict.reason


@pytest.mark.parametrize("files, path, example", [
    ({"samples/app.py": EXAMPLE}, "samples/app.py", True),  # a folder of samples: documentation
    ({"pkg/sample/app.py": EXAMPLE}, "pkg/sample/app.py", True),
    ({"examples/__init__.py": "", "examples/app.py": EXAMPLE}, "examples/app.py", True),  # examples, package or not
    # a laboratory's Django app named for its samples: a package the project imports, judged as any code
    ({"lab/samples/__init__.py": "", "lab/samples/views.py": EXAMPLE}, "lab/samples/views.py", False),
    ({"samples/__init__.py": "", "samples/views.py": EXAMPLE}, "samples/views.py", False),
    ({"docs/samples/__init__.py": "", "docs/samples/app.py": EXAMPLE}, "docs/samples/app.py", True),  # in the docs
])
def test_a_folder_named_for_samples_is_example_code_unless_it_is_a_package(files, path, example):
    verdict = judge_at(MemoryView(files), "taint", path, 'os.system("echo "', "command-injection")
    assert (verdict.verdict is VerdictKind.REFUTED and "example code" in verdict.reason) is example, verdict.reason
    assert (path in [f.primary.path for f in raised(MemoryView(files), "taint")]) is not example


DEBUG_SETTINGS = "DEBUG = True\nINSTALLED_APPS = ['django.contrib.admin']\nfrom django.conf import settings\n"


@pytest.mark.parametrize("path, expected", [
    ("site/settings/dev.py", VerdictKind.REFUTED), ("site/local_settings.py", VerdictKind.REFUTED),
    ("site/settings_development.py", VerdictKind.REFUTED), ("site/devserver.py", VerdictKind.REFUTED),
    ("site/settings/production.py", VerdictKind.CONFIRMED), ("site/settings.py", VerdictKind.CONFIRMED),
    ("site/developers.py", VerdictKind.CONFIRMED),  # a word of the name, not any "dev" in it
])
def test_debug_on_in_a_settings_module_named_for_development_is_refuted(path, expected):
    verdict = judge_at(MemoryView({path: DEBUG_SETTINGS}), "taint", path, "DEBUG = True", "debug-enabled")
    assert verdict.verdict is expected, verdict.reason


def test_a_sink_that_only_an_example_reaches_is_not_confirmed_from_it():
    helper = "import os\n\n\ndef run(cmd):\n    os.system('sh -c ' + cmd)\n"
    caller = "from flask import request\nfrom pkg.shell import run\n\n\ndef view():\n    run(request.args['c'])\n"
    for where, expected in (("examples/site.py", VerdictKind.UNCERTAIN), ("pkg/views.py", VerdictKind.CONFIRMED)):
        view = MemoryView({"pkg/__init__.py": "", "pkg/shell.py": helper, where: caller})
        verdict = judge_at(view, "taint", "pkg/shell.py", "os.system(", "command-injection")
        assert verdict.verdict is expected, (where, verdict.reason)


MARKERS = """
    DEFAULT_TOKEN = "_sa_default"
    qtoken = '(?:"[^"]+"|[A-Za-z0-9_]+?)'
    SESSION_TOKEN = "f8e3a1c9d2b7e6f4a0c5"

    def lex(tokens, groups):
        for index, token in enumerate(tokens):
            if token.__class__ is Exception:
                raise token
            elif token == "#bygroup":
                yield index, groups[index]
    """


@pytest.mark.parametrize("needle, expected", [
    ("DEFAULT_TOKEN =", VerdictKind.REFUTED),  # a sentinel
    ("qtoken =", VerdictKind.REFUTED),  # a regular expression
    ('token == "#bygroup"', VerdictKind.REFUTED),  # a lexer instruction
    ("SESSION_TOKEN =", VerdictKind.CONFIRMED),  # could be a working token
])
def test_markers_and_regular_expressions_named_like_tokens_are_not_credentials(needle, expected):
    verdict = judge_at(MemoryView({"lib/lexer.py": MARKERS}), "taint", "lib/lexer.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


CGI = """
    import os
    from werkzeug.wrappers import Response

    def main():
        response = Response("moved", 302)
        response.headers["Location"] = os.environ["PATH_INFO"]
        return response
    """


CODES = """
    RFC9110_5_6_2_TOKEN_SPECIALS = r"!#$%&'*+-.^_`|~"
    TOKEN_RE = re.compile(r"[%s0-9a-zA-Z]+" % (re.escape(RFC9110_5_6_2_TOKEN_SPECIALS)))
    PWD_REPLY = "257.1"
    ADMIN_PIN_PASSWORD = "482913"
    API_TOKEN = "a1.b2.c3"
    DONE_TOKEN = "done."
    SECRETS = "\\0secrets"
    ADMIN_PASSWORD = "hunter2."
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("needle, expected", [
    ("RFC9110_5_6_2_TOKEN_SPECIALS =", VerdictKind.REFUTED),  # a character set: punctuation alone
    ("PWD_REPLY =", VerdictKind.REFUTED),  # an FTP reply code, "print working directory"
    ("ADMIN_PIN_PASSWORD =", VerdictKind.CONFIRMED),  # digits alone can be a working PIN
    ("API_TOKEN =", VerdictKind.CONFIRMED),  # letters and digits between the dots
    ("DONE_TOKEN =", VerdictKind.REFUTED),  # a word a protocol's message ends with (GitPython's progress)
    ("SECRETS =", VerdictKind.REFUTED),  # a word behind a NUL: a key in a table of its own (twokey's reuse)
    ("ADMIN_PASSWORD =", VerdictKind.CONFIRMED),  # a digit in it: no plain word before the stop
])
def test_a_character_set_or_a_dotted_number_is_no_credential(slot, needle, expected):
    verdict = judge_at(MemoryView({"lib/codes.py": CODES}), slot, "lib/codes.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


def test_a_cgi_scripts_path_info_is_the_clients_text_not_a_matched_route():
    # Under CGI, os.environ holds what the client asked for; no route matched it.
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView({"cgi-bin/go.py": CGI}), "taint")]
    assert found == [("open-redirect", 6)]


def test_an_issued_key_written_in_an_example_is_still_judged_and_a_packages_own_docs_module_is_shipped_code():
    secret = 'API_KEY = "sk_live_f8e3a1c9d2b7e6f4a0c5"\nAPI_SECRET = "f8e3a1c9d2b7e6f4a0c5"\n'
    view = MemoryView({"Examples/client.py": secret, "app/docs/views.py": EXAMPLE, "Demo/app.py": EXAMPLE})
    assert judge_at(view, "taint", "Examples/client.py", "API_KEY =", "hardcoded-secret").verdict \
        is VerdictKind.CONFIRMED  # a Stripe live key: somebody's account, wherever it is written
    assert judge_at(view, "taint", "Examples/client.py", "API_SECRET =", "hardcoded-secret").verdict \
        is VerdictKind.REFUTED  # a demo value every reader of the example runs with
    assert [(f.primary.path, f.primary.start_line) for f in raised(view, "taint")] == [
        ("Examples/client.py", 1), ("app/docs/views.py", 8)]


OWN_KEYS = """
    SECRET_KEY = "09d25e094faa6ca2556c818166b7a9563b93f7099f6f0f4caa6cf63b88e8d3e7"
    STRIPE_API_KEY = "sk_live_f8e3a1c9d2b7e6f4a0c5b1d2"
    """


def test_an_examples_own_signing_key_is_not_a_leak_but_a_services_issued_key_written_there_is():
    view = MemoryView({"docs_src/security/tutorial.py": OWN_KEYS, "app/settings.py": OWN_KEYS})
    raised_at = sorted((f.primary.path, f.primary.start_line) for f in raised(view, "taint"))
    assert raised_at == [("app/settings.py", 1), ("app/settings.py", 2), ("docs_src/security/tutorial.py", 2)]
    own = judge_at(view, "taint", "docs_src/security/tutorial.py", "SECRET_KEY =", "hardcoded-secret")
    assert own.verdict is VerdictKind.REFUTED and "protects only the example" in own.reason
    for path, needle in (("docs_src/security/tutorial.py", "STRIPE_API_KEY"), ("app/settings.py", "SECRET_KEY =")):
        assert judge_at(view, "taint", path, needle, "hardcoded-secret").verdict is VerdictKind.CONFIRMED


@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_a_generated_development_key_in_shipped_settings_is_still_a_leak(slot):
    # Django writes "django-insecure-" keys for development; left in the settings a site runs with, the key
    # is published with the code (`manage.py check --deploy` warns of exactly this).
    view = MemoryView({"site/settings.py": 'SECRET_KEY = "django-insecure-3x!9z#q@w1e2r3t4y5u6i7o8p9"\n'})
    verdict = judge_at(view, slot, "site/settings.py", "SECRET_KEY =", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_a_long_run_of_brackets_is_judged_at_once():
    # The regular-expression test of a literal must not backtrack: a repository under audit chooses the text.
    import time

    from agent_providers.builtin.taint_intent import literal_kind

    started = time.perf_counter()
    literal_kind("[" * 12000 + "a-b")
    assert time.perf_counter() - started < 1.0


def test_a_mask_shown_in_a_secrets_place_or_an_encodings_name_is_no_credential():
    from agent_providers.builtin.taint_intent import NOT_A_SECRET, PLACEHOLDER, SECRET, literal_kind

    assert literal_kind("[REDACTED]") == PLACEHOLDER
    assert literal_kind("(hidden)") == PLACEHOLDER
    assert literal_kind("utf8") == NOT_A_SECRET
    assert literal_kind("latin-1") == NOT_A_SECRET
    assert literal_kind("[Tr0ub4dor&3]") == SECRET
    assert literal_kind("utf8-Kx9!q") == SECRET


PUBLISHED = """
    from Crypto.Cipher import DES

    LM_SECRET = b"KGS!@#$%"
    WS_SECRET = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
    NT_SECRET = b"KGS!@#$&"


    def lmowf(password):
        return DES.new(password[:7]).encrypt(LM_SECRET)
    """


@pytest.mark.parametrize("slot", ["taint", "pattern"])
@pytest.mark.parametrize("needle, expected", [
    ("LM_SECRET =", VerdictKind.REFUTED),  # the LM hash's constant, fixed by its specification
    ("WS_SECRET =", VerdictKind.REFUTED),  # RFC 6455's GUID
    ("NT_SECRET =", VerdictKind.CONFIRMED),  # one character off: no published constant
])
def test_a_constant_an_algorithms_specification_publishes_is_no_credential(slot, needle, expected):
    verdict = judge_at(MemoryView({"ntlm/hashes.py": PUBLISHED}), slot, "ntlm/hashes.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


SPLIT = """
    import shlex
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/log")
    def log():
        return subprocess.run(shlex.split(f"git log --oneline {request.args['rev']}"), capture_output=True).stdout

    @app.route("/grep")
    def grep():
        return subprocess.run(shlex.split("grep -n %s notes.txt" % request.args["word"]), capture_output=True).stdout

    @app.route("/run")
    def run():
        return subprocess.run(shlex.split(request.args["cmd"]), capture_output=True).stdout

    @app.route("/tool")
    def tool():
        return subprocess.run(shlex.split(f"{request.args['tool']} --version"), capture_output=True).stdout

    @app.route("/shell")
    def shell():
        return subprocess.run(f"git log {request.args['rev']}", shell=True, capture_output=True).stdout
    """


def test_a_command_split_into_arguments_after_a_literal_program_reaches_no_shell():
    view = MemoryView({"web/app.py": SPLIT})
    flagged = sorted(f.symbol for f in raised(view, "taint") if f.category == "command-injection")
    assert flagged == ["run", "shell", "tool"]
    for needle in ("git log --oneline", "grep -n %s"):
        verdict = judge_at(view, "taint", "web/app.py", needle, "command-injection")
        assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


RUNNER = """
    import subprocess

    def run(cmd):
        return subprocess.run(cmd, capture_output=True).stdout

    def run_shell(cmd):
        return subprocess.run(cmd, shell=True, capture_output=True).stdout
    """

RUN_CALLERS = """
    from flask import Flask, request

    from tools.runner import run, run_shell

    app = Flask(__name__)

    @app.route("/log")
    def log():
        return run(["git", "log", request.args["rev"]])

    @app.route("/any")
    def any_program():
        return run([request.args["prog"], "--version"])

    @app.route("/text")
    def text():
        return run(request.args["prog"])

    @app.route("/shell")
    def shell():
        return run_shell(["git", "log", request.args["rev"]])
    """


def test_a_helper_that_runs_its_argument_without_a_shell_is_injected_only_through_the_program():
    view = MemoryView({"tools/__init__.py": "", "tools/runner.py": RUNNER, "web/__init__.py": "",
                       "web/app.py": RUN_CALLERS})
    flows = [f for f in raised(view, "taint") if f.category == "command-injection"]
    callers = sorted(e.quote for f in flows for e in f.evidence if e.path == "web/app.py" and "run" in e.quote)
    assert callers == ['return run([request.args["prog"], "--version"])', 'return run(request.args["prog"])',
                       'return run_shell(["git", "log", request.args["rev"]])']


def test_a_helper_handing_its_argument_to_another_helper_that_runs_it_without_a_shell_keeps_that_reading():
    wrapper = "from tools.runner import run\n\n\ndef git(args):\n    return run(args)\n"
    caller = ("from flask import Flask, request\n\nfrom tools.git import git\n\napp = Flask(__name__)\n\n\n"
              "@app.route('/log')\ndef log():\n    return git(['git', 'log', request.args['rev']])\n\n\n"
              "@app.route('/any')\ndef any_program():\n    return git([request.args['prog'], '--version'])\n")
    view = MemoryView({"tools/__init__.py": "", "tools/runner.py": RUNNER, "tools/git.py": wrapper,
                       "web/__init__.py": "", "web/app.py": caller})
    flows = [f for f in raised(view, "taint") if f.category == "command-injection"]
    assert sorted(f.symbol for f in flows) == ["any_program"]


@pytest.mark.parametrize("path", ["shop/tests.py", "shop/test.py"])
def test_a_django_apps_tests_module_is_test_code_for_both_slots(path):
    text = """
        from django.test import TestCase

        class SecretTests(TestCase):
            def test_login(self):
                password = "Zq8!vR2#kLm9$wXe"
                self.client.post("/login", {"password": password})
        """
    view = MemoryView({path: text, "shop/views.py": "def index(request):\n    return None\n"})
    assert raised(view, "taint", [path]) == []
    verdict = judge_at(view, "pattern", path, 'password = "Zq8', "hardcoded-secret")
    assert verdict.verdict is VerdictKind.REFUTED and "test module" in verdict.reason, verdict.reason


BUILD_SCRIPT = """
    import io
    import tarfile
    import urllib.request

    from setuptools import setup

    UPLOAD_PASSWORD = "p7Qz-real-Xw92-token"


    def fetch_fonts(dest):
        data = urllib.request.urlopen("https://fonts.example.org/pack.tgz").read()
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            tar.extractall(dest)


    setup(name="pkg")
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])  # the pattern slot knows it by its setup() call
@pytest.mark.parametrize("path, build_script", [("setup.py", True), ("plugins/pkg/setup.py", True),
                                                ("pkg/fonts.py", False), ("pkg/mysetup.py", False)])
def test_a_distributions_build_script_is_no_attack_surface_but_its_secrets_still_leak(slot, path, build_script):
    view = MemoryView({path: BUILD_SCRIPT})
    verdict = judge_at(view, slot, path, "tar.extractall(dest)", "path-traversal")
    assert ("build script" in verdict.reason) is build_script, verdict.reason
    assert (verdict.verdict is VerdictKind.REFUTED) is build_script, verdict.reason
    secret = judge_at(view, slot, path, "UPLOAD_PASSWORD =", "hardcoded-secret")
    assert "build script" not in secret.reason


def test_a_file_named_setup_py_without_a_setup_call_is_no_build_script():
    wizard = BUILD_SCRIPT.replace("from setuptools import setup", "from .wizard import setup")
    view = MemoryView({"app/setup.py": wizard})
    verdict = judge_at(view, "pattern", "app/setup.py", "tar.extractall(dest)", "path-traversal")
    assert "build script" not in verdict.reason, verdict.reason


def test_a_key_named_for_its_cipher_is_a_credential_and_a_cache_key_is_not():
    from agent_providers.builtin.taint_intent import credential_name

    for name in ("SESSION_FERNET_KEY", "HMAC_KEY", "aes_key", "cipher_key", "SESSION_KEY"):
        assert credential_name(name), name
    for name in ("cache_key", "cipher_key_path", "keyboard_layout", "SESSION_KEY_NAME"):
        assert not credential_name(name), name


def test_an_examples_own_hmac_key_spelt_in_camel_case_is_the_examples_but_one_in_the_library_is_a_leak():
    code = ('import Pyro4\n\n\nclass Proxy(Pyro4.Proxy):\n    def __init__(self, uri):\n'
            '        super().__init__(uri)\n        self._pyroHmacKey = b"secr3t_k3y_9f2b"\n')
    view = MemoryView({"examples/callcontext/client.py": code, "pyro_tools/client.py": code})
    example = judge_at(view, "taint", "examples/callcontext/client.py", "_pyroHmacKey =", "hardcoded-secret")
    assert example.verdict is VerdictKind.REFUTED, example.reason
    shipped = judge_at(view, "taint", "pyro_tools/client.py", "_pyroHmacKey =", "hardcoded-secret")
    assert shipped.verdict is VerdictKind.CONFIRMED, shipped.reason


FORM_FIELDS = """
    def update_widgets(auth):
        if auth:
            widgetname_password = auth.get("pw_cookie", "__ac_password")
        else:
            widgetname_password = "__ac_password"
        admin_password = "__ac9Password"
        return widgetname_password, admin_password
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("needle, expected", [
    ('auth.get("pw_cookie"', VerdictKind.REFUTED),  # Zope's login form field, a name behind two underscores
    ('widgetname_password = "__ac_password"', VerdictKind.REFUTED),
    ('admin_password = "', VerdictKind.CONFIRMED),  # a digit and a capital: no field's name
])
def test_a_form_fields_name_behind_two_underscores_is_no_credential(slot, needle, expected):
    view = MemoryView({"app/login.py": FORM_FIELDS})
    verdict = judge_at(view, slot, "app/login.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


# Pinax ships starter Django projects inside its package (`pinax/projects/basic_project/`, with its own manage.py)
# for its `setup_project` command to copy out: their DEBUG = True is a template's, the user's copy's to change. A
# deployed project's manage.py sits at the top of its repository or in a folder that is no package.
STARTER_MANAGE = "import sys\nfrom django.core.management import execute_from_command_line\n\n" \
                 "execute_from_command_line(sys.argv)\n"
STARTER_SETTINGS = "import os\n\nDEBUG = True\nTEMPLATE_DEBUG = DEBUG\nINSTALLED_APPS = ['django.contrib.auth']\n"


@pytest.mark.parametrize("layout, expected", [
    ({"pinax/__init__.py": "", "pinax/projects/__init__.py": "", "pinax/projects/basic/manage.py": STARTER_MANAGE,
      "pinax/projects/basic/settings.py": STARTER_SETTINGS}, VerdictKind.REFUTED),
    # the project's own: manage.py at the top, or in a folder that is no package
    ({"manage.py": STARTER_MANAGE, "site/__init__.py": "", "site/settings.py": STARTER_SETTINGS},
     VerdictKind.CONFIRMED),
    ({"webapp/graphite/__init__.py": "", "webapp/graphite/manage.py": STARTER_MANAGE,
      "webapp/graphite/settings.py": STARTER_SETTINGS}, VerdictKind.CONFIRMED),
])
def test_a_django_project_a_package_ships_is_a_starter_template(layout, expected):
    settings = next(path for path in layout if path.endswith("settings.py"))
    verdict = judge_at(MemoryView(layout), "taint", settings, "DEBUG = True", "debug-enabled")
    assert verdict.verdict is expected, verdict.reason
