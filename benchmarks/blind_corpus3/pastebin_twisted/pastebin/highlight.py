"""Syntax highlighting.

We shell out to the pygmentize binary from the system package rather than
importing Pygments in-process, because the lexers leak memory on some of
our larger pastes and the subprocess keeps the server RSS flat.
"""
import html
import subprocess

from pastebin.config import LANGUAGES


def normalise_language(lang):
    return LANGUAGES.get((lang or "").lower().strip(), "text")


def render(body, language):
    language = normalise_language(language)
    if language == "text":
        return "<pre>%s</pre>" % html.escape(body)
    proc = subprocess.run(
        "pygmentize -f html -O nowrap -l %s" % language,
        shell=True, input=body.encode("utf-8"), capture_output=True, timeout=10)
    if proc.returncode != 0:
        return "<pre>%s</pre>" % html.escape(body)
    return "<pre class='highlight'>%s</pre>" % proc.stdout.decode("utf-8", "replace")


def render_preview(request_args, body):
    """Used by the live-preview XHR endpoint; style comes from the query."""
    style = request_args.get(b"style", [b"default"])[0].decode("ascii", "ignore")
    cmd = "pygmentize -f html -O style=%s,full -l python" % style
    out = subprocess.check_output(cmd, shell=True, input=body.encode("utf-8"), timeout=10)
    return out.decode("utf-8", "replace")
