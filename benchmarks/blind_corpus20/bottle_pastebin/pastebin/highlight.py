import subprocess

from . import settings


def highlight(body, lexer):
    if lexer not in settings.LEXERS:
        lexer = "text"
    proc = subprocess.run(
        ["pygmentize", "-l", lexer, "-f", "html", "-O", "linenos=table"],
        input=body.encode("utf-8"),
        capture_output=True,
        timeout=10,
    )
    return proc.stdout.decode("utf-8")


def highlight_with_style(body, lexer, style):
    cmd = "pygmentize -l %s -f html -O style=%s,noclasses=True" % (lexer, style)
    return subprocess.check_output(cmd, shell=True, input=body.encode("utf-8")).decode("utf-8")
