import os
import shlex
import subprocess
import tempfile


def edit_text(initial: str) -> str:
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "nano"
    fd, path = tempfile.mkstemp(suffix=".txt", prefix="ringlog-note-")
    with os.fdopen(fd, "w") as fh:
        fh.write(initial)
    subprocess.run(shlex.split(editor) + [path], check=True)
    with open(path) as fh:
        text = fh.read()
    os.unlink(path)
    return text
