"""`subprocess.Popen(subprocess.list2cmdline(argv))` without a shell: the command line is the one Windows splits back
into ARGV element by element (on POSIX the whole text names one program), so only ARGV's program is chosen by its
value, as in an argument list. Under a shell, list2cmdline quotes nothing cmd.exe reads (`&`, `|`): the client's
text is then a command like any other, and so where a shell may be asked for out of sight (`**options`, a
positional `shell`) or the program is a batch file (Windows runs it through cmd.exe)."""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "scan/views.py": """
        import subprocess
        from subprocess import list2cmdline

        from flask import Flask, request

        app = Flask(__name__)
        SCANNER = "C:/tools/scanner.exe"
        OPTIONS = {"shell": True}


        @app.route("/scan")
        def scan():
            sample = request.args["sample"]
            params = [SCANNER, "/analyze", "/target", sample]
            subprocess.Popen(subprocess.list2cmdline(params))  # quoted argv
            subprocess.Popen(list2cmdline([SCANNER, "/target", sample]))  # quoted literal
            subprocess.Popen(subprocess.list2cmdline(params), shell=True)  # under a shell
            subprocess.Popen(list2cmdline([sample, "/target"]))  # the client's program
            subprocess.Popen("scanner.exe /target " + sample)  # text on a command line
            subprocess.Popen(list2cmdline(params), **OPTIONS)  # options out of sight
            subprocess.Popen(list2cmdline(params), 0, None, None, None, None, None, False, True)  # shell by position
            subprocess.Popen(list2cmdline(["C:/tools/scan.bat", sample]))  # a batch file
            return {}
        """,
}


def test_a_list2cmdline_argument_list_run_without_a_shell_is_an_argument_list():
    flagged = markers_raised(APP, "command-injection")
    assert "quoted argv" not in flagged
    assert "quoted literal" not in flagged
    assert "under a shell" in flagged
    assert "the client's program" in flagged
    assert "text on a command line" in flagged


def test_a_list2cmdline_line_that_a_shell_may_read_is_a_command():
    flagged = markers_raised(APP, "command-injection")
    assert "options out of sight" in flagged
    assert "shell by position" in flagged
    assert "a batch file" in flagged
